import type { AiConversationSummary } from '@kanqiu/contract';
import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ChatMessage } from './data';
import {
  earlierQuestionsOf,
  removeGuestConversation,
  saveGuestConversation,
  useGuestConversations,
  type GuestConversation,
} from './guest-history';

/** A conversation in the history list: the server's (signed in) or this browser's (guest). */
export type HistoryEntry = { key: string; title: string; updatedAt: number };

let keySequence = 0;
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(keySequence += 1)}`;

/** Each answer remembers the question before it, for 重新生成. */
function withQuestions(messages: readonly Omit<ChatMessage, 'question'>[]): ChatMessage[] {
  return messages.map((m, i) => {
    const before = messages[i - 1];
    return m.role === 'assistant' && before?.role === 'user' ? { ...m, question: before.text } : m;
  });
}

// The answer stream and the conversation schema load with the first question or conversation opened: zod stays
// off the first screen (docs/decisions/0046-first-screen-stylesheets-in-html.md).
async function fetchConversation(id: string): Promise<ChatMessage[] | null> {
  const [response, { aiConversation }] = await Promise.all([
    fetch(`/ChatGPT/conversation/${id}`).catch(() => null),
    import('./conversation-schema'),
  ]);
  const parsed = aiConversation.safeParse(await response?.json().catch(() => null));
  if (!parsed.success) return null;
  return withQuestions(
    parsed.data.messages.map((m) => ({ key: `s${m.id}`, role: m.role, text: m.text, cards: m.cards })),
  );
}

const toEntries = (list: readonly (AiConversationSummary | GuestConversation)[]): HistoryEntry[] =>
  list.map((c) => ({ key: String(c.id), title: c.title, updatedAt: c.updatedAt }));

/** The chat's state: the open conversation, its messages as they stream, and the history list. */
export function useChat(signedIn: boolean, serverConversations: readonly AiConversationSummary[]) {
  const revalidator = useRevalidator();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const guestList = useGuestConversations();
  const [busy, setBusy] = useState(false);
  const guestKey = useRef(newKey('g'));

  /** A fan's conversation continues on the server; a guest's travels with the question. */
  const askBody = useCallback(
    (question: string, earlier: readonly ChatMessage[]) => {
      if (signedIn) return current ? { question, conversationId: Number(current) } : { question };
      const earlierQuestions = earlierQuestionsOf(earlier);
      return earlierQuestions.length > 0 ? { question, earlierQuestions } : { question };
    },
    [current, signedIn],
  );

  const updateLast = useCallback((change: (m: ChatMessage) => ChatMessage) => {
    setMessages((list) => [...list.slice(0, -1), ...list.slice(-1).map(change)]);
  }, []);

  const ask = useCallback(
    async (raw: string, earlier: readonly ChatMessage[] = messages) => {
      const question = raw.trim();
      if (!question || busy) return;
      setBusy(true);
      const asked: ChatMessage[] = [
        ...earlier,
        { key: newKey('q'), role: 'user', text: question, cards: [] },
        { key: newKey('a'), role: 'assistant', text: '', cards: [], pending: true, question },
      ];
      setMessages(asked);
      const { askAssistant } = await import('./ask-stream');
      const result = await askAssistant(askBody(question, earlier), {
        token: (text) => updateLast((m) => ({ ...m, text: m.text + text })),
        card: (card) => updateLast((m) => ({ ...m, cards: [...m.cards, card] })),
      });
      const settled: ChatMessage = result.ok
        ? { ...asked[asked.length - 1]!, text: result.answer.text, cards: result.answer.cards, pending: false }
        : { ...asked[asked.length - 1]!, text: result.msg, cards: [], pending: false, failed: true };
      const finished = [...asked.slice(0, -1), settled];
      setMessages(finished);
      setBusy(false);
      if (!result.ok) return;
      if (signedIn) {
        if (result.answer.conversationId) setCurrent(String(result.answer.conversationId));
        void revalidator.revalidate();
      } else {
        saveGuestConversation(current ?? guestKey.current, finished);
        setCurrent(current ?? guestKey.current);
      }
    },
    [askBody, busy, current, messages, revalidator, signedIn, updateLast],
  );

  /** Asks the last answer's question again in its place. */
  const regenerate = useCallback(() => {
    const last = messages[messages.length - 1];
    if (last?.role === 'assistant' && last.question) void ask(last.question, messages.slice(0, -2));
  }, [ask, messages]);

  const startNew = useCallback(() => {
    if (busy) return;
    guestKey.current = newKey('g');
    setCurrent(null);
    setMessages([]);
  }, [busy]);

  const open = useCallback(
    async (key: string) => {
      if (busy) return;
      const loaded = signedIn ? await fetchConversation(key) : guestList.find((c) => c.id === key)?.messages;
      if (!loaded) return;
      setCurrent(key);
      setMessages(withQuestions(loaded));
    },
    [busy, guestList, signedIn],
  );

  const remove = useCallback(
    async (key: string) => {
      if (signedIn) {
        await fetch(`/ChatGPT/conversation/${key}`, { method: 'DELETE' }).catch(() => null);
        void revalidator.revalidate();
      } else {
        removeGuestConversation(key);
      }
      if (key === current) startNew();
    },
    [current, revalidator, signedIn, startNew],
  );

  const history = signedIn ? toEntries(serverConversations) : toEntries(guestList);
  return { messages, busy, current, history, ask, regenerate, startNew, open, remove };
}
