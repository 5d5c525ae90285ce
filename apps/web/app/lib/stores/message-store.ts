/**
 * Unread message count for the 消息 tab badge (client state "messageUnread"). The IM feature
 * feeds it; until that lands nothing does, and the count stays 0 (badge hidden).
 */
import { create } from 'zustand';

type MessageState = {
  unread: number;
  setUnread(count: number): void;
};

export const useMessageStore = create<MessageState>((set) => ({
  unread: 0,
  setUnread: (count) => set({ unread: Math.max(0, Math.floor(count)) }),
}));

/** Badge text: hidden at 0, capped at 99+. */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
