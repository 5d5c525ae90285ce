import type { ChatMessage, UserInfo } from '@kanqiu/contract';
import { linesOnScreen } from '@kanqiu/domain';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { fetchChatPage } from '../../lib/api.client';
import { useRootData } from '../../lib/root-data';
import { NobleBadge } from '../gifts';
import { loginPath } from '../../lib/safe-redirect';
import { useFanDataPending } from '../../lib/use-fan-data-pending';
import { readOlderPage, type ChatEntrance } from './chat-messages';
import { useChatModeration } from './chat-moderation';
import { ChatNoticeBar } from './chat-notice';
import type { ChatNotice } from './data';
import type { FanChat } from './fan-chat';

// The composer (its form, fetcher and id making) loads only for a signed-in fan.
const ChatComposer = lazy(() => import('./chat-composer').then((m) => ({ default: m.ChatComposer })));
const ChatSettingsSheet = lazy(() => import('./chat-settings-sheet').then((m) => ({ default: m.ChatSettingsSheet })));

/**
 * A line, with how many identical lines it stands for; with `onPick` a tap opens a menu (the anchor's moderation,
 * or a fan's block and report).
 */
function ChatLine({
  line,
  repeats,
  mine,
  onPick,
}: {
  line: ChatMessage;
  repeats: number;
  mine: boolean;
  onPick?: (() => void) | undefined;
}): ReactElement {
  if (!line.sender)
    return (
      <li className="kq-chat-line is-system" data-testid="chat-line">
        {line.text}
      </li>
    );
  const pickable = onPick && {
    role: 'button',
    tabIndex: 0,
    onClick: onPick,
    onKeyDown: (event: KeyboardEvent) => (event.key === 'Enter' || event.key === ' ') && onPick(),
  };
  return (
    <li
      className={`kq-chat-line${mine ? ' is-mine' : ''}${onPick ? ' is-pickable' : ''}`}
      data-testid="chat-line"
      data-message-id={line.id}
      {...pickable}
    >
      {line.sender.anchor && <span className="kq-chat-badge is-anchor">主播</span>}
      {mine && <span className="kq-chat-badge is-mine">我</span>}
      <span className="kq-chat-name">{line.sender.nickName}：</span>
      <span className="kq-chat-text">{line.text}</span>
      {repeats > 1 && (
        <span className="kq-chat-repeat" data-testid="chat-repeat">
          ×{repeats}
        </span>
      )}
    </li>
  );
}

type Older = { lines: ChatMessage[]; more: boolean; loading: boolean; error: string | null };

/** Earlier lines, a page at a time, fetched from the API by the browser above what the room came with. */
function useOlderLines(group: string, hasOlder: boolean, firstId: number | undefined) {
  const { publicHosts } = useRootData();
  const [older, setOlder] = useState<Older>({ lines: [], more: hasOlder, loading: false, error: null });
  const load = async () => {
    const before = older.lines[0]?.id ?? firstId;
    if (before === undefined || older.loading) return;
    setOlder((now) => ({ ...now, loading: true, error: null }));
    const result = await fetchChatPage(publicHosts, group, before);
    const page = result.ok ? readOlderPage(result.data) : null;
    setOlder((now) =>
      page
        ? { lines: [...page.lines, ...now.lines], more: page.next, loading: false, error: null }
        : { ...now, loading: false, error: result.ok ? '聊天记录暂时无法读取' : result.msg },
    );
  };
  return { older, load };
}

/**
 * 聊天 of a group (a room, a match, a sport): the 公告 pinned on top, the welcome line, then the lines (text only),
 * newest at the bottom, and a noble's entrance over the composer; a guest reads and is asked to log in to speak
 * (`loginTo`: where the login returns). A room's anchor taps a line to mute its sender or delete it, and edits the
 * 公告; a fan taps another's line to block its sender or report it, and sets their own filters in 聊天设置.
 */
export function ChatPanel(props: {
  group: string;
  loginTo: string;
  anchorId: number | null;
  lines: ChatMessage[];
  hasOlder: boolean;
  me: UserInfo | null;
  error: string | null;
  notice: ChatNotice | null;
  welcome: string | null;
  entrance: ChatEntrance | null;
  onSent: (message: ChatMessage) => void;
  onDeleted: (id: number) => void;
  onNotice: (notice: ChatNotice) => void;
  /** The fan's own filters and cap (shared with the room's 弹幕). */
  fan: FanChat;
}): ReactElement {
  const { group, lines, me, error, onSent } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = lines.at(-1)?.id;
  const { older, load } = useOlderLines(group, props.hasOlder, lines[0]?.id);
  const moderating = me !== null && me.id === props.anchorId;
  const fanDataPending = useFanDataPending(me);
  const moderate = useChatModeration(props.anchorId ?? 0, props.onDeleted);
  const { fan } = props;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const pickOf = (line: ChatMessage) => {
    if (moderating) return () => moderate(line);
    if (me && line.sender && line.sender.id !== me.id) return () => fan.pickLine(line);
    return undefined;
  };
  const lineOf = ({ line, repeats }: { line: ChatMessage; repeats: number }) => (
    <ChatLine
      key={line.id}
      line={line}
      repeats={repeats}
      mine={me !== null && line.sender?.id === me.id}
      onPick={pickOf(line)}
    />
  );
  // Earlier lines the fan asked for all stay; the live ones are capped.
  const shownOlder = linesOnScreen(older.lines, fan.filters, Number.POSITIVE_INFINITY);
  const shown = linesOnScreen(lines, fan.filters, fan.cap);

  // Follow the newest line unless the fan scrolled up to read older ones (or it is their own line).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 120;
    const own = lines.at(-1)?.sender?.id === me?.id;
    if (nearBottom || own) list.scrollTop = list.scrollHeight;
  }, [lastId, lines, me?.id]);

  return (
    <section className="kq-chat" aria-label="聊天">
      {props.notice && <ChatNoticeBar notice={props.notice} editable={moderating} onSaved={props.onNotice} />}
      <ol className="kq-chat-list" ref={listRef} data-testid="chat-list">
        {me && (
          <li className="kq-chat-tools">
            <button
              type="button"
              className="kq-chat-gear"
              aria-label="聊天设置"
              data-testid="chat-settings-open"
              onClick={() => setSettingsOpen(true)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
                <circle cx="16" cy="6" r="2" />
                <circle cx="10" cy="12" r="2" />
                <circle cx="18" cy="18" r="2" />
              </svg>
            </button>
          </li>
        )}
        {older.more ? (
          <li className="kq-chat-older">
            <button type="button" onClick={() => void load()} disabled={older.loading} data-testid="chat-older">
              {older.loading ? '加载中…' : '查看更早的消息'}
            </button>
          </li>
        ) : (
          props.welcome && (
            <li className="kq-chat-line is-notice" data-testid="chat-welcome">
              {props.welcome}
            </li>
          )
        )}
        {moderating && (
          <li className="kq-chat-line is-notice" data-testid="chat-moderation-hint">
            你是本直播间的主播：轻点观众的发言可禁言或删除
          </li>
        )}
        {[error, older.error].map(
          (text) =>
            text && (
              <li key={text} className="kq-chat-line is-notice">
                {text}
              </li>
            ),
        )}
        {shownOlder.map(lineOf)}
        {shown.map(lineOf)}
      </ol>
      {settingsOpen && (
        <Suspense fallback={null}>
          <ChatSettingsSheet fan={fan} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {props.entrance && (
        <p className="kq-chat-entrance" key={props.entrance.userId} data-testid="chat-entrance">
          <NobleBadge tierId={props.entrance.nobleTierId} size="0.32rem" />
          {props.entrance.text}
        </p>
      )}
      {me ? (
        <Suspense fallback={<div className="kq-chat-composer" />}>
          <ChatComposer group={group} onSent={onSent} />
        </Suspense>
      ) : fanDataPending ? (
        <div className="kq-chat-composer is-guest" data-testid="chat-pending">
          <span>正在进入聊天…</span>
        </div>
      ) : (
        <div className="kq-chat-composer is-guest">
          <span>登录后即可参与聊天</span>
          <Link to={loginPath(props.loginTo)} className="kq-chat-login" data-testid="chat-login">
            去登录
          </Link>
        </div>
      )}
    </section>
  );
}
