import type { ChatMessage } from './data';

/** A guest's conversation, kept only in this browser. */
export type GuestConversation = { id: string; title: string; updatedAt: number; messages: ChatMessage[] };

const KEY = 'kq_ai_conversations';
const MAX_CONVERSATIONS = 30;
const TITLE_LENGTH = 24;

export function readGuestConversations(): GuestConversation[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as GuestConversation[]) : [];
  } catch {
    return [];
  }
}

function write(list: readonly GuestConversation[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_CONVERSATIONS)));
  } catch {
    // Storage full or disabled: the conversation stays on screen only.
  }
}

/** Saves a conversation's settled messages, newest conversation first. */
export function saveGuestConversation(id: string, messages: readonly ChatMessage[]): GuestConversation[] {
  const settled = messages.filter((m) => !m.pending);
  const first = settled.find((m) => m.role === 'user');
  const others = readGuestConversations().filter((c) => c.id !== id);
  const list = first
    ? [
        { id, title: first.text.slice(0, TITLE_LENGTH), updatedAt: Math.floor(Date.now() / 1000), messages: settled },
        ...others,
      ]
    : others;
  write(list);
  return list;
}

export function removeGuestConversation(id: string): GuestConversation[] {
  const list = readGuestConversations().filter((c) => c.id !== id);
  write(list);
  return list;
}
