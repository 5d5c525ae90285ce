import type { ChatMessage } from '@kanqiu/contract';
import { chatMaxLength } from '@kanqiu/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { chatSendPath } from './chat-send';
import type { ChatSendResult } from './data';

const newClientId = () => crypto.randomUUID();

/**
 * The line being written and its send. A line keeps its client id until it is stored, so a retry after a
 * lost answer is the same message; a refusal shows the server's message (spec §8).
 */
export function ChatComposer(props: { group: string; onSent: (message: ChatMessage) => void }): ReactElement {
  const { group, onSent } = props;
  const fetcher = useFetcher<ChatSendResult>();
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState(newClientId);
  const [error, setError] = useState<string | null>(null);
  const [handled, setHandled] = useState<ChatSendResult>();
  const sending = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  // Each answer is taken once, when it arrives: a stored line clears the box, a refusal shows why.
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      setText('');
      setClientId(newClientId());
      setError(null);
    } else setError(result.msg);
  }
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });
  useEffect(() => {
    if (result?.ok) onSentRef.current(result.message);
  }, [result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    void fetcher.submit({ group, text, clientId }, { method: 'post', action: chatSendPath });
  };

  return (
    <form className="kq-chat-composer" onSubmit={submit}>
      {error && (
        <p className="kq-chat-error" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
      <input
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={chatMaxLength}
        placeholder="说点什么…"
        aria-label="聊天内容"
        enterKeyHint="send"
      />
      <button type="submit" disabled={sending || !text.trim()}>
        发送
      </button>
    </form>
  );
}
