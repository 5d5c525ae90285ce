import { AI_EARLIER_QUESTIONS, AI_QUESTION_MAX_LENGTH } from '@kanqiu/domain';
import { useSyncExternalStore } from 'react';
import type { ChatMessage } from './data';

/** A guest's conversation, kept only in this browser. */
export type GuestConversation = { id: string; title: string; updatedAt: number; messages: ChatMessage[] };

const KEY = 'kq_ai_conversations';
const MAX_CONVERSATIONS = 30;
const TITLE_LENGTH = 24;

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: GuestConversation[] } = { raw: null, list: [] };
const empty: GuestConversation[] = [];

function parse(raw: string | null): GuestConversation[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? (parsed as GuestConversation[]) : [];
  } catch {
    return [];
  }
}

function read(): GuestConversation[] {
  const raw = window.localStorage.getItem(KEY);
  if (raw !== cache.raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

function write(list: readonly GuestConversation[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_CONVERSATIONS)));
  } catch {
    // Storage full or disabled: the conversation stays on screen only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A guest's conversations in this browser, newest first (none while rendering on the server). */
export function useGuestConversations(): GuestConversation[] {
  return useSyncExternalStore(subscribe, read, () => empty);
}

/** Saves a conversation's settled messages as the newest. */
export function saveGuestConversation(id: string, messages: readonly ChatMessage[]): void {
  const settled = messages.filter((m) => !m.pending);
  const first = settled.find((m) => m.role === 'user');
  if (!first) return;
  const others = read().filter((c) => c.id !== id);
  const updatedAt = Math.floor(Date.now() / 1000);
  write([{ id, title: first.text.slice(0, TITLE_LENGTH), updatedAt, messages: settled }, ...others]);
}

export function removeGuestConversation(id: string): void {
  write(read().filter((c) => c.id !== id));
}

/** What a guest's follow-up carries so the server knows which match it means: the last questions, as long as allowed. */
export function earlierQuestionsOf(messages: readonly ChatMessage[]): string[] {
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => m.text.trim().slice(0, AI_QUESTION_MAX_LENGTH))
    .filter(Boolean)
    .slice(-AI_EARLIER_QUESTIONS);
}
