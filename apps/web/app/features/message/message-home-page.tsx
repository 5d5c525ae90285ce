import './message.css';
import type { ChatListItem } from '@kanqiu/contract';
import { MessageStatus } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { useRootData } from '../../lib/root-data';
import { PageHeader } from '../shell';
import { EmptyNote, messageTime, SymbolTile, symbols, UnreadMark, UserAvatar } from './parts';
import { useImStore } from './im-store';
import { useImApi } from './use-im';

const entries = [
  { key: 'notice', label: '通知', to: '/message/notice', color: '#f97316', path: symbols.bell },
  { key: 'group', label: '群聊', to: '/message/groupList', color: '#3b82f6', path: symbols.group },
  { key: 'address', label: '通讯录', to: '/message/address', color: '#10b981', path: symbols.book },
  { key: 'find', label: '找人', to: '/message/find', color: '#8b5cf6', path: symbols.person },
  { key: 'favor', label: '收藏', to: '/message/favor', color: '#eab308', path: symbols.star },
] as const;

function ConversationRow({ chat }: { chat: ChatListItem }): ReactElement {
  const muted = chat.messageStatus === MessageStatus.muted;
  return (
    <li>
      <Link
        to={`/message/chat?id=${chat.id}`}
        className={chat.pinned ? 'kq-im-chat is-pinned' : 'kq-im-chat'}
        data-testid="conversation"
      >
        <span className="kq-im-chat-avatar">
          {chat.kind === 'group' ? (
            <SymbolTile color="#3b82f6" path={symbols.group} />
          ) : (
            <UserAvatar portrait={chat.avatar} />
          )}
          <UnreadMark count={chat.count} muted={muted} />
        </span>
        <span className="kq-im-chat-body">
          <span className="kq-im-chat-top">
            <strong>{chat.name}</strong>
            <time>{chat.lastSeq > 0 ? messageTime(chat.lastAt) : ''}</time>
          </span>
          <span className="kq-im-chat-last">
            {chat.atMe ? <b className="kq-im-at-me">[有人@我]</b> : null}
            {muted && chat.count > 0 ? `[${chat.count}条] ` : ''}
            {chat.lastMessage || (chat.kind === 'group' ? '群聊已创建，打个招呼吧' : '你们已成为好友，开始聊天吧')}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** 消息: entries to notices, groups, contacts and discovery, then the conversations newest first. */
export function MessageHomePage({ backTo }: { backTo?: string }): ReactElement {
  const { user } = useRootData();
  const api = useImApi();
  const chats = useImStore((state) => state.chats);
  const notices = chats.find((chat) => chat.kind === 'notice');
  const conversations = chats.filter((chat) => chat.kind !== 'notice');
  const title = backTo ? <PageHeader title="消息" backTo={backTo} /> : <header className="kq-im-title">消息</header>;

  if (!user)
    return (
      <main className="kq-im-page">
        {title}
        <div className="kq-im-login">
          <SymbolTile color="var(--kq-primary)" path={symbols.bell} size="1.2rem" />
          <p>登录后查看好友消息、群聊和通知</p>
          <Link to={loginPath('/message')} className="kq-im-button">
            登录 / 注册
          </Link>
        </div>
      </main>
    );

  return (
    <main className="kq-im-page">
      {title}
      <Link to="/message/search" className="kq-im-search-link" data-testid="message-search">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={symbols.search} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        搜索用户、群聊、聊天记录
      </Link>
      <nav className="kq-im-entries" aria-label="消息入口">
        {entries.map((entry) => (
          <Link key={entry.key} to={entry.to} className="kq-im-entry" data-testid={`entry-${entry.key}`}>
            <span className="kq-im-chat-avatar">
              <SymbolTile color={entry.color} path={entry.path} />
              {entry.key === 'notice' && notices ? <UnreadMark count={notices.count} /> : null}
            </span>
            <span>{entry.label}</span>
          </Link>
        ))}
      </nav>
      {api === null ? (
        <EmptyNote>正在连接…</EmptyNote>
      ) : conversations.length === 0 ? (
        <EmptyNote>还没有会话。去「找人」关注球友，互相关注后就能聊天了</EmptyNote>
      ) : (
        <ul className="kq-im-chats">
          {conversations.map((chat) => (
            <ConversationRow key={chat.id} chat={chat} />
          ))}
        </ul>
      )}
    </main>
  );
}
