import './message.css';
import { emptyData, messagesPage, relationUser, type ChatListItem, type ImMessage } from '@kanqiu/contract';
import { ImCode, type ImCodeValue, type SystemNoticeKind } from '@kanqiu/domain';
import { Switch } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { PageHeader } from '../shell';
import { useImStore } from './im-store';
import { EmptyNote, messageTime, SymbolTile, symbols } from './parts';
import { useImApi } from './use-im';

type NoticeLook = { label: string; color: string; path: string };

/** What each notice code is called on the 通知 screen. */
const noticeKinds: Partial<Record<ImCodeValue, NoticeLook>> = {
  [ImCode.friendRequest]: { label: '新的关注', color: '#f97316', path: symbols.bell },
  [ImCode.friendAccepted]: { label: '新的好友', color: '#10b981', path: symbols.bell },
  [ImCode.replyNotice]: { label: '回复', color: '#3b82f6', path: symbols.bell },
  [ImCode.likeNotice]: { label: '点赞', color: '#ef4444', path: symbols.bell },
  [ImCode.giftNotice]: { label: '礼物', color: '#eab308', path: symbols.bell },
  [ImCode.prizeNotice]: { label: '中奖', color: '#d946ef', path: symbols.bell },
  [ImCode.groupInvite]: { label: '群聊邀请', color: '#0ea5e9', path: symbols.group },
};

/** A system notice (10036) by what it is about. */
const systemKinds: Record<SystemNoticeKind, NoticeLook> = {
  expertTip: { label: '专家方案', color: '#e11d48', path: symbols.trophy },
  note: { label: '公告', color: '#f97316', path: symbols.megaphone },
  moderation: { label: '违规处理', color: '#64748b', path: symbols.shield },
  community: { label: '圈子互动', color: '#3b82f6', path: symbols.bell },
  match: { label: '比赛提醒', color: '#16a34a', path: symbols.ball },
};

const lookOf = (notice: ImMessage): NoticeLook =>
  notice.notice
    ? systemKinds[notice.notice.kind]
    : (noticeKinds[notice.code as ImCodeValue] ?? { label: '通知', color: '#64748b', path: symbols.bell });

/** One notice: its kind, time and words; a system notice with a link opens it; `unread` marks it (通知中心). */
export function NoticeItem({ notice, unread = false }: { notice: ImMessage; unread?: boolean }): ReactElement {
  const look = lookOf(notice);
  const content = (
    <>
      <SymbolTile color={look.color} path={look.path} size="0.72rem" />
      <div>
        <p className="kq-im-notice-top">
          <strong>{look.label}</strong>
          <time>{messageTime(notice.createdAt)}</time>
        </p>
        {notice.notice ? (
          <>
            <p className="kq-im-notice-title">{notice.notice.title}</p>
            <p>{notice.notice.body}</p>
          </>
        ) : (
          <p>{notice.text}</p>
        )}
      </div>
    </>
  );
  const link = notice.notice?.link;
  return (
    <li data-testid="notice" data-unread={unread || undefined}>
      {link ? (
        <Link to={link} className={unread ? 'kq-im-notice is-link is-unread' : 'kq-im-notice is-link'}>
          {content}
        </Link>
      ) : (
        <div className={unread ? 'kq-im-notice is-unread' : 'kq-im-notice'}>{content}</div>
      )}
    </li>
  );
}

/** The 公告 and 版本说明 entries above the notices. */
function NoticeEntries(): ReactElement {
  return (
    <nav className="kq-im-notice-entries" aria-label="公告与版本说明">
      <Link to="/message/note" data-testid="entry-note">
        <SymbolTile color="#f97316" path={symbols.megaphone} size="0.64rem" />
        <span>公告</span>
      </Link>
      <Link to="/message/version" data-testid="entry-version">
        <SymbolTile color="#0ea5e9" path={symbols.info} size="0.64rem" />
        <span>版本说明</span>
      </Link>
    </nav>
  );
}

/** 通知: follows, friends, invitations and other notices, newest first; opening it reads them. */
export function NoticePage(): ReactElement {
  const api = useImApi();
  const box = useImStore((state) => state.chats.find((chat) => chat.kind === 'notice'));
  const [notices, setNotices] = useState<ImMessage[] | null>(null);
  const boxId = box?.id;
  const boxSeq = box?.lastSeq ?? 0;
  useEffect(() => {
    if (!api || boxId === undefined) return;
    void api.get('/imapi/chat/messages', messagesPage, { id: boxId, size: 100 }).then((page) => {
      setNotices(page.ok ? page.data.list.toReversed() : []);
      if (page.ok && boxSeq > 0) {
        useImStore.getState().setRead(boxId);
        void api.post('/imapi/chat/read', emptyData, { id: boxId, seq: boxSeq });
      }
    });
  }, [api, boxId, boxSeq]);
  // Without a notice box yet (nothing ever arrived) there is nothing to load.
  const shown = api && boxId === undefined ? [] : notices;

  return (
    <main className="kq-im-page">
      <PageHeader title="通知" backTo="/message" />
      <NoticeEntries />
      {shown === null ? (
        <EmptyNote>加载中…</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>暂无通知</EmptyNote>
      ) : (
        <ul className="kq-im-notices">
          {shown.map((notice) => (
            <NoticeItem key={notice.seq} notice={notice} />
          ))}
        </ul>
      )}
    </main>
  );
}

/** 聊天设置 of a one-to-one conversation: mute, pin, clear history, block, report. */
export function ChatDetailPage({ id }: { id: number }): ReactElement {
  const api = useImApi();
  const navigate = useNavigate();
  const chat = useImStore((state) => state.chats.find((c) => c.id === id));
  if (!api || !chat)
    return (
      <main className="kq-im-page">
        <PageHeader title="聊天设置" backTo={`/message/chat?id=${id}`} />
        <EmptyNote>加载中…</EmptyNote>
      </main>
    );
  const store = useImStore.getState();
  const save = async (change: Partial<Pick<ChatListItem, 'messageStatus' | 'pinned'>>) => {
    const result = await api.post('/imapi/chat/settings', emptyData, { id, ...change });
    if (!result.ok) Toast.show({ content: result.msg });
    else store.setChats(store.chats.map((c) => (c.id === id ? { ...c, ...change } : c)));
  };
  const clear = async () => {
    if (
      !(await Dialog.confirm({
        content: '清空后，你这里的聊天记录将无法恢复',
        confirmText: '清空',
        cancelText: '取消',
      }))
    )
      return;
    const result = await api.post('/imapi/chat/clear', emptyData, { id });
    if (result.ok) useImStore.setState((state) => ({ messages: { ...state.messages, [id]: [] } }));
    Toast.show({ content: result.ok ? '聊天记录已清空' : result.msg });
  };
  const block = async () => {
    if (chat.peerId === null) return;
    if (!(await Dialog.confirm({ content: '拉黑后，你们将无法互相发送消息', confirmText: '拉黑', cancelText: '取消' })))
      return;
    const result = await api.post('/imapi/user/block', relationUser, { userId: chat.peerId, blocked: true });
    Toast.show({ content: result.ok ? '已拉黑' : result.msg });
  };
  const report = async () => {
    const result = await api.post('/imapi/chat/report', emptyData, { id, reason: '骚扰或不当言论' });
    Toast.show({ content: result.ok ? '已举报，我们会尽快处理' : result.msg });
  };
  return (
    <main className="kq-im-page">
      <PageHeader title="聊天设置" backTo={`/message/chat?id=${id}`} />
      <ul className="kq-im-settings">
        <li>
          <button
            type="button"
            className="kq-im-link"
            onClick={() => chat.peerId && void navigate(`/message/personal?id=${chat.peerId}`)}
          >
            查看 {chat.name} 的名片
          </button>
        </li>
        <li>
          <span>消息免打扰</span>
          <Switch
            checked={chat.messageStatus === 1}
            onChange={(on) => void save({ messageStatus: on ? 1 : 0 })}
            aria-label="消息免打扰"
          />
        </li>
        <li>
          <span>置顶聊天</span>
          <Switch checked={chat.pinned} onChange={(pinned) => void save({ pinned })} aria-label="置顶聊天" />
        </li>
      </ul>
      <ul className="kq-im-settings">
        <li>
          <button type="button" className="kq-im-link" onClick={() => void clear()}>
            清空聊天记录
          </button>
        </li>
        <li>
          <button type="button" className="kq-im-link is-danger" onClick={() => void block()}>
            拉黑
          </button>
        </li>
        <li>
          <button type="button" className="kq-im-link is-danger" onClick={() => void report()}>
            举报
          </button>
        </li>
      </ul>
    </main>
  );
}
