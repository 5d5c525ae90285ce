import './message.css';
import { emptyData, imMessage, messagesPage, type ImMessage } from '@kanqiu/contract';
import { canRecall, ImCode, imLimits, LONG_PRESS_MS } from '@kanqiu/domain';
import { ActionSheet } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { PageHeader } from '../shell';
import type { ImApi } from './im-api';
import { imSend } from './im-session';
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
  onActions,
}: {
  message: ImMessage;
  mine: boolean;
  /** Groups name each sender; a one-to-one conversation needs no names. */
  showName: boolean;
  read: boolean | null;
  onActions: () => void;
}): ReactElement {
  const press = useLongPress(onActions);
  if (message.kind === 'notice') return <li className="kq-im-event">{message.text}</li>;
  return (
    <li className={mine ? 'kq-im-msg is-mine' : 'kq-im-msg'} data-testid="message" data-seq={message.seq}>
      <UserAvatar portrait={message.sender?.portrait ?? null} size="0.72rem" />
      <div className="kq-im-msg-body">
        {showName && !mine && message.sender ? <span className="kq-im-msg-name">{message.sender.nickName}</span> : null}
        {message.recalled ? (
          <span className="kq-im-recalled">
            {mine ? '你撤回了一条消息' : `${message.sender?.nickName ?? '对方'} 撤回了一条消息`}
          </span>
        ) : (
          <p className="kq-im-bubble" {...press}>
            {message.text}
          </p>
        )}
        <span className="kq-im-msg-meta">
          {messageTime(message.createdAt)}
          {read === null || message.recalled ? null : (
            <em className={read ? 'is-read' : ''}>{read ? '已读' : '未读'}</em>
          )}
        </span>
      </div>
    </li>
  );
}

function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

async function sendText(api: ImApi, conversationId: number, code: number, text: string): Promise<boolean> {
  const frame = { id: conversationId, clientId: newClientId(), text };
  if (imSend(code, frame)) return true;
  const sent = await api.post('/imapi/chat/send', imMessage, frame);
  if (!sent.ok) {
    Toast.show({ content: sent.msg });
    return false;
  }
  useImStore.getState().receive(sent.data);
  return true;
}

/** One conversation: messages oldest to newest, older ones on scrolling up, the composer at the bottom. */
export function ChatPage({ id }: { id: number }): ReactElement {
  const api = useImApi();
  const chat = useImStore((state) => state.chats.find((c) => c.id === id));
  const messages = useImStore((state) => state.messages[id] ?? noMessages);
  const userId = useImStore((state) => state.userId);
  const peerRead = useImStore((state) => state.peerRead[id] ?? 0);
  const [text, setText] = useState('');
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

  const send = async () => {
    const body = text.trim();
    if (!api || body === '') return;
    if (await sendText(api, id, chat?.kind === 'group' ? ImCode.groupMessage : ImCode.privateMessage, body))
      setText('');
  };

  const actionsFor = (message: ImMessage) => {
    const mine = message.sender?.id === userId;
    const handler = ActionSheet.show({
      cancelText: '取消',
      actions: [
        { key: 'copy', text: '复制' },
        ...(mine && recallableNow(message) ? [{ key: 'recall', text: '撤回' }] : []),
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
                onActions={() => actionsFor(message)}
              />
            );
          })}
        </ul>
      </div>
      {chat?.kind === 'notice' ? null : (
        <form
          className="kq-im-composer"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={imLimits.maxTextLength}
            placeholder="说点什么…"
            aria-label="输入消息"
            enterKeyHint="send"
          />
          <button type="submit" disabled={text.trim() === '' || !api}>
            发送
          </button>
        </form>
      )}
    </main>
  );
}
