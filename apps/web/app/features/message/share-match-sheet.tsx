import './message.css';
import { imMessage, type ChatListItem } from '@kanqiu/contract';
import { Popup } from 'antd-mobile';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { useImStore } from './im-store';
import { EmptyNote, SymbolTile, symbols, UserAvatar } from './parts';
import { useImApi } from './use-im';

/** 分享到: my friends and groups, newest first; a tap sends the match card there. */
export default function ShareMatchSheet({ matchId, onClose }: { matchId: number; onClose: () => void }): ReactElement {
  const api = useImApi();
  const chats = useImStore((state) => state.chats).filter((chat) => chat.kind !== 'notice');

  const share = async (chat: ChatListItem) => {
    if (!api) return;
    const clientId = crypto.randomUUID().replaceAll('-', '');
    const sent = await api.post('/imapi/chat/shareMatch', imMessage, { id: chat.id, clientId, matchId });
    if (!sent.ok) return Toast.show({ content: sent.msg });
    useImStore.getState().receive(sent.data);
    Toast.show({ content: `已分享给「${chat.name}」` });
    onClose();
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="kq-im-sheet" data-testid="share-sheet">
      <h3 className="kq-im-section-title">分享到</h3>
      {api === null ? <EmptyNote>正在连接…</EmptyNote> : null}
      {api !== null && chats.length === 0 ? (
        <EmptyNote>
          还没有会话。<Link to="/message/find">去找球友</Link>
        </EmptyNote>
      ) : null}
      <ul className="kq-im-list">
        {chats.map((chat) => (
          <li key={chat.id} className="kq-im-row">
            <button type="button" className="kq-im-row-main" onClick={() => void share(chat)}>
              {chat.kind === 'group' ? (
                <SymbolTile color="#3b82f6" path={symbols.group} size="0.64rem" />
              ) : (
                <UserAvatar portrait={chat.avatar} size="0.64rem" />
              )}
              <span className="kq-im-row-text">
                <strong>{chat.name}</strong>
                <small>{chat.kind === 'group' ? '群聊' : '好友'}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
