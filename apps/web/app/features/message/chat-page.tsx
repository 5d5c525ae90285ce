import './message.css';
import { emptyData, messagesPage, type ImMessage } from '@kanqiu/contract';
import { canRecall, ImCode, LONG_PRESS_MS } from '@kanqiu/domain';
import { ActionSheet } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { useRootData } from '../../lib/root-data';
import { PageHeader } from '../shell';
import type { ImApi } from './im-api';
import { Composer } from './composer';
import { mayHoldEmoji, useEmojis, type EmojiSet } from './emoji';
import { imSend } from './im-session';
import { ChatImage, ChatText, MatchCard } from './message-content';
import { useImStore } from './im-store';
import { EmptyNote, messageTime, symbols, UserAvatar } from './parts';
import { useImApi } from './use-im';

const noMessages: ImMessage[] = [];

/** Whether the sender may still recall it (asked when the menu opens). */
function recallableNow(message: ImMessage): boolean {
  return canRecall(message.createdAt, Date.now());
}

/** Press and hold for LONG_PRESS_MS (spec §9: 1000 ms) to open the message's actions. */
function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  return {
    onPointerDown: () => {
      cancel();
      timer.current = setTimeout(onLongPress, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
  };
}

function Bubble({
  message,
  mine,
  showName,
  read,
  emojis,
  mention,
  onActions,
}: {
  message: ImMessage;
  mine: boolean;
  /** Groups name each sender; a one-to-one conversation needs no names. */
  showName: boolean;
  read: boolean | null;
  emojis: EmojiSet | null;
  /** `@my nickname` when this message mentions me. */
  mention: string | null;
  onActions: () => void;
}): ReactElement | null {
  const press = useLongPress(onActions);
  if (message.kind === 'notice') return <li className="kq-im-event">{message.text}</li>;
  if (message.deleted) return null;
  const className = ['kq-im-msg', mine ? 'is-mine' : '', mention ? 'is-mention' : ''].filter(Boolean).join(' ');
  return (
    <li className={className} data-testid="message" data-seq={message.seq}>
      <UserAvatar portrait={message.sender?.portrait ?? null} size="0.72rem" />
      <div className="kq-im-msg-body">
        {showName && !mine && message.sender ? <span className="kq-im-msg-name">{message.sender.nickName}</span> : null}
        {message.recalled ? (
          <span className="kq-im-recalled">
            {mine ? '你撤回了一条消息' : `${message.sender?.nickName ?? '对方'} 撤回了一条消息`}
          </span>
        ) : message.match ? (
          <div className="kq-im-image-wrap" {...press}>
            <MatchCard match={message.match} />
          </div>
        ) : message.image ? (
          <div className="kq-im-image-wrap" {...press}>
            <ChatImage image={message.image} />
          </div>
        ) : (
          <p className="kq-im-bubble" {...press}>
            <ChatText text={message.text} emojis={emojis} mention={mention} />
          </p>
        )}
        <span className="kq-im-msg-meta">
          {mention ? <b className="kq-im-at-me">有人@我</b> : null}
          {messageTime(message.createdAt)}
          {read === null || message.recalled ? null : (
            <em className={read ? 'is-read' : ''}>{read ? '已读' : '未读'}</em>
          )}
        </span>
      </div>
    </li>
  );
}

/** 删除: asked once, then gone for both sides (the socket tells the other side). */
async function deleteMessage(api: ImApi, message: ImMessage): Promise<void> {
  const confirmed = await Dialog.confirm({
    content: '删除后双方都将看不到这条消息，确定删除吗？',
    confirmText: '删除',
  });
  if (!confirmed) return;
  const result = await api.post('/imapi/chat/delete', emptyData, { id: message.conversationId, seq: message.seq });
  if (result.ok) useImStore.getState().withdraw(message.conversationId, message.seq, 'deleted');
  else Toast.show({ content: result.msg });
}

/** One conversation: messages oldest to newest, older ones on scrolling up, the composer at the bottom. */
export function ChatPage({ id }: { id: number }): ReactElement {
  const api = useImApi();
  const chat = useImStore((state) => state.chats.find((c) => c.id === id));
  const messages = useImStore((state) => state.messages[id] ?? noMessages);
  const userId = useImStore((state) => state.userId);
  const peerRead = useImStore((state) => state.peerRead[id] ?? 0);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);

  useEffect(() => {
    useImStore.getState().setOpen(id);
    return () => useImStore.getState().setOpen(null);
  }, [id]);

  const fetchPage = useCallback(
    async (before?: number) => {
      if (!api) return false;
      const page = await api.get('/imapi/chat/messages', messagesPage, before ? { id, before } : { id });
      if (!page.ok) {
        Toast.show({ content: page.msg });
        return false;
      }
      const store = useImStore.getState();
      store.mergeMessages(id, page.data.list);
      store.setPeerRead(id, page.data.peerReadSeq);
      return true;
    },
    [api, id],
  );

  useEffect(() => {
    let live = true;
    void fetchPage().then((done) => {
      if (live && done) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [fetchPage]);

  const lastSeq = messages.at(-1)?.seq ?? 0;
  const firstSeq = messages[0]?.seq ?? 0;

  // Read up to the newest message on screen; the server echoes it to the fan's other devices.
  useEffect(() => {
    if (!api || lastSeq === 0) return;
    useImStore.getState().setRead(id);
    if (!imSend(ImCode.readMark, { id, seq: lastSeq }))
      void api.post('/imapi/chat/read', emptyData, { id, seq: lastSeq });
  }, [api, id, lastSeq]);

  // New messages scroll to the bottom; an older page keeps what the fan was looking at in place.
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    if (keepFromBottom.current !== null) box.scrollTop = box.scrollHeight - keepFromBottom.current;
    else box.scrollTop = box.scrollHeight;
    keepFromBottom.current = null;
  }, [firstSeq, lastSeq]);

  const loadOlder = () => {
    const box = list.current;
    if (loading || firstSeq <= 1 || !box) return;
    keepFromBottom.current = box.scrollHeight - box.scrollTop;
    setLoading(true);
    void fetchPage(firstSeq).finally(() => setLoading(false));
  };

  const myNick = useRootData().user?.nickName ?? null;
  const emojis = useEmojis(
    api,
    messages.some((m) => mayHoldEmoji(m.text)),
  );

  const actionsFor = (message: ImMessage) => {
    const mine = message.sender?.id === userId;
    const handler = ActionSheet.show({
      cancelText: '取消',
      actions: [
        ...(message.kind === 'text' ? [{ key: 'copy', text: '复制' }] : []),
        ...(mine && recallableNow(message) ? [{ key: 'recall', text: '撤回' }] : []),
        ...(message.recalled ? [] : [{ key: 'favor', text: '收藏' }]),
        ...(mine ? [{ key: 'delete', text: '删除', danger: true }] : []),
        ...(mine ? [] : [{ key: 'report', text: '举报', danger: true }]),
      ],
      onAction: async (action) => {
        handler.close();
        if (!api) return;
        if (action.key === 'copy') {
          await navigator.clipboard?.writeText(message.text).catch(() => undefined);
          Toast.show({ content: '已复制' });
        } else if (action.key === 'recall') {
          const result = await api.post('/imapi/chat/recall', emptyData, { id, seq: message.seq });
          Toast.show({ content: result.ok ? '已撤回' : result.msg });
        } else if (action.key === 'favor') {
          const result = await api.post('/imapi/chat/favor', emptyData, { id, seq: message.seq, favored: true });
          Toast.show({ content: result.ok ? '已收藏' : result.msg });
        } else if (action.key === 'delete') {
          await deleteMessage(api, message);
        } else {
          const result = await api.post('/imapi/chat/report', emptyData, {
            id,
            seq: message.seq,
            reason: '聊天内容违规',
          });
          Toast.show({ content: result.ok ? '已举报，我们会尽快处理' : result.msg });
        }
      },
    });
  };

  const settingsPath = chat?.kind === 'group' ? `/message/groupDetail?id=${id}` : `/message/chatDetail?id=${id}`;
  return (
    <main className="kq-im-chat-page">
      <PageHeader
        title={chat?.name ?? '聊天'}
        backTo="/message"
        right={
          chat && chat.kind !== 'notice' ? (
            <Link
              to={settingsPath}
              className="kq-im-header-action"
              aria-label={chat.kind === 'group' ? '群资料' : '聊天设置'}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d={symbols.more} stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
            </Link>
          ) : null
        }
      />
      <div
        className="kq-im-messages"
        ref={list}
        onScroll={(event) => event.currentTarget.scrollTop < 24 && loadOlder()}
      >
        {firstSeq > 1 ? (
          <button type="button" className="kq-im-older" onClick={loadOlder}>
            {loading ? '加载中…' : '查看更早的消息'}
          </button>
        ) : null}
        {loaded && messages.length === 0 ? <EmptyNote>还没有消息，说点什么吧</EmptyNote> : null}
        <ul>
          {messages.map((message) => {
            const mine = message.sender?.id === userId;
            return (
              <Bubble
                key={message.seq}
                message={message}
                mine={mine}
                showName={chat?.kind === 'group'}
                read={mine && chat?.kind === 'direct' ? message.seq <= peerRead : null}
                emojis={emojis}
                mention={!mine && myNick && userId !== null && message.atInfo.includes(userId) ? `@${myNick}` : null}
                onActions={() => actionsFor(message)}
              />
            );
          })}
        </ul>
      </div>
      {chat && chat.kind !== 'notice' ? <Composer api={api} id={id} kind={chat.kind} /> : null}
    </main>
  );
}
