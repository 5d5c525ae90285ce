import './ai.css';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { AI_QUESTION_MAX_LENGTH, SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import { showToast } from '../../lib/toast';
import { AiIcon } from '../shell';
import { AnswerCards } from './answer-cards';
import { SUGGESTIONS, type ChatMessage, type ChatPageData } from './data';
import { CopyIcon, HistoryIcon, NewChatIcon, RegenerateIcon, SendIcon, SparkIcon, TrashIcon } from './icons';
import { useChat, type HistoryEntry } from './use-chat';

const HistoryPopup = lazy(() => import('./history-popup'));

function Welcome({ onPick }: { onPick: (question: string) => void }): ReactElement {
  return (
    <section className="kq-ai-welcome">
      <span className="kq-ai-welcome-icon">
        <AiIcon />
      </span>
      <h2>你好，我是看球 AI 助手</h2>
      <p>赛程比分、积分榜、球队战绩、球员数据，问我就行。回答全部来自站内的比赛数据和资料库。</p>
      <div className="kq-ai-chips">
        {SUGGESTIONS.map((question) => (
          <button key={question} type="button" className="kq-ai-chip" onClick={() => onPick(question)}>
            <SparkIcon />
            {question}
          </button>
        ))}
      </div>
    </section>
  );
}

function copy(text: string): void {
  void navigator.clipboard?.writeText(text).then(
    () => showToast('已复制'),
    () => showToast('复制失败，请长按文字复制'),
  );
}

function Answer({ message, last, onRegenerate }: { message: ChatMessage; last: boolean; onRegenerate: () => void }) {
  return (
    <div className="kq-ai-row is-assistant">
      <span className="kq-ai-avatar">
        <AiIcon />
      </span>
      <div className="kq-ai-answer" data-testid="ai-answer">
        <div className={message.failed ? 'kq-ai-bubble is-failed' : 'kq-ai-bubble'}>
          {message.text}
          {message.pending && <span className="kq-ai-cursor" aria-label="正在回答" />}
        </div>
        <AnswerCards cards={message.cards} />
        {!message.pending && (
          <div className="kq-ai-actions">
            {!message.failed && (
              <button type="button" onClick={() => copy(message.text)}>
                <CopyIcon />
                复制
              </button>
            )}
            {last && message.question && (
              <button type="button" onClick={onRegenerate}>
                <RegenerateIcon />
                重新生成
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function Thread({ messages, onRegenerate }: { messages: ChatMessage[]; onRegenerate: () => void }): ReactElement {
  const question = useRef<HTMLDivElement>(null);
  // A new question moves to the top, so its answer and cards are read from their start.
  useEffect(() => {
    question.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [messages.length]);
  const lastQuestion = messages.findLastIndex((m) => m.role === 'user');
  return (
    <div className="kq-ai-thread">
      {messages.map((message, index) =>
        message.role === 'user' ? (
          <div key={message.key} ref={index === lastQuestion ? question : undefined} className="kq-ai-row is-user">
            <div className="kq-ai-bubble is-user">{message.text}</div>
          </div>
        ) : (
          <Answer
            key={message.key}
            message={message}
            last={index === messages.length - 1}
            onRegenerate={onRegenerate}
          />
        ),
      )}
    </div>
  );
}

function Composer({ busy, onAsk }: { busy: boolean; onAsk: (question: string) => void }): ReactElement {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    onAsk(text);
    setText('');
  };
  return (
    <form className="kq-ai-composer" onSubmit={submit}>
      <input
        value={text}
        maxLength={AI_QUESTION_MAX_LENGTH}
        placeholder="问问比赛、球队或球员…"
        aria-label="输入问题"
        enterKeyHint="send"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={busy || !text.trim()} aria-label="发送">
        <SendIcon />
      </button>
    </form>
  );
}

/** 3月14日 20:05, Beijing time. */
function historyTime(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日 ${date.toISOString().slice(11, 16)}`;
}

type HistoryProps = {
  entries: HistoryEntry[];
  current: string | null;
  signedIn: boolean;
  onOpen: (key: string) => void;
  onRemove: (key: string) => void;
};

function HistoryList({ entries, current, signedIn, onOpen, onRemove }: HistoryProps): ReactElement {
  return (
    <div className="kq-ai-history" data-testid="ai-history">
      <h2>历史对话</h2>
      <p className="kq-ai-history-note">
        {signedIn ? '已登录，对话保存在你的账号中' : '未登录，对话仅保存在本机浏览器'}
      </p>
      {entries.length === 0 && <p className="kq-ai-history-empty">还没有对话，去问第一个问题吧</p>}
      {entries.map((entry) => (
        <div key={entry.key} className={entry.key === current ? 'kq-ai-history-item is-current' : 'kq-ai-history-item'}>
          <button type="button" className="kq-ai-history-title" onClick={() => onOpen(entry.key)}>
            <span>{entry.title}</span>
            <time>{historyTime(entry.updatedAt)}</time>
          </button>
          <button
            type="button"
            className="kq-ai-history-delete"
            aria-label="删除对话"
            onClick={() => onRemove(entry.key)}
          >
            <TrashIcon />
          </button>
        </div>
      ))}
    </div>
  );
}

/** AI 助手: ask about matches, tables, teams and players; answers stream in with cards. */
export function ChatPage({ data }: { data: ChatPageData }): ReactElement {
  const chat = useChat(data.signedIn, data.conversations);
  // Null until first opened: the drawer's code loads then.
  const [historyOpen, setHistoryOpen] = useState<boolean | null>(null);
  const openEntry = (key: string) => {
    setHistoryOpen(false);
    void chat.open(key);
  };
  return (
    <div className="kq-ai">
      <header className="kq-ai-header">
        <button type="button" aria-label="历史对话" onClick={() => setHistoryOpen(true)}>
          <HistoryIcon />
        </button>
        <h1>AI 助手</h1>
        <button type="button" aria-label="新对话" onClick={chat.startNew}>
          <NewChatIcon />
        </button>
      </header>
      {chat.messages.length === 0 ? (
        <Welcome onPick={(q) => void chat.ask(q)} />
      ) : (
        <Thread messages={chat.messages} onRegenerate={chat.regenerate} />
      )}
      <Composer busy={chat.busy} onAsk={(q) => void chat.ask(q)} />
      {historyOpen !== null ? (
        <Suspense fallback={null}>
          <HistoryPopup open={historyOpen} onClose={() => setHistoryOpen(false)}>
            <HistoryList
              entries={chat.history}
              current={chat.current}
              signedIn={data.signedIn}
              onOpen={openEntry}
              onRemove={(key) => void chat.remove(key)}
            />
          </HistoryPopup>
        </Suspense>
      ) : null}
    </div>
  );
}
