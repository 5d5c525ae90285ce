/**
 * What the message screens share while the fan is logged in: the conversation list, the messages held per
 * conversation (ordered by seq, each once), who is open now, and the socket. Every change of the list
 * sets the tab badge (the sum of `count` where `messageStatus` is 0).
 */
import type { ChatListItem, ImMessage } from '@kanqiu/contract';
import { ImCode, messagePreview, unreadBadge } from '@kanqiu/domain';
import { create } from 'zustand';
import { useMessageStore } from '../../lib/stores/message-store';

type ImState = {
  userId: number | null;
  chats: ChatListItem[];
  messages: Record<number, ImMessage[]>;
  /** How far the other side of each one-to-one conversation has read. */
  peerRead: Record<number, number>;
  /** The conversation on screen: its incoming messages are read at once. */
  openId: number | null;
  setUserId(id: number | null): void;
  setChats(chats: ChatListItem[]): void;
  /** A page of a conversation (older or newer): merged by seq. */
  mergeMessages(id: number, list: ImMessage[]): void;
  /** A message that arrived (socket, ack or sync): stored, and the list moves it to the top. */
  receive(message: ImMessage): void;
  /** A message recalled or deleted by its sender: its content goes, on every screen. */
  withdraw(id: number, seq: number, how: 'recalled' | 'deleted'): void;
  setPeerRead(id: number, seq: number): void;
  setRead(id: number): void;
  setOpen(id: number | null): void;
  clear(): void;
};

function merged(held: ImMessage[] = [], incoming: ImMessage[]): ImMessage[] {
  const bySeq = new Map(held.map((m) => [m.seq, m]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function withChats(chats: ChatListItem[]) {
  useMessageStore.getState().setUnread(unreadBadge(chats));
  return { chats };
}

export const useImStore = create<ImState>((set) => ({
  userId: null,
  chats: [],
  messages: {},
  peerRead: {},
  openId: null,
  setUserId: (userId) => set({ userId }),
  setChats: (chats) => set(withChats(chats)),
  mergeMessages: (id, list) =>
    set((state) => ({ messages: { ...state.messages, [id]: merged(state.messages[id], list) } })),
  receive: (message) =>
    set((state) => {
      const id = message.conversationId;
      const known = state.messages[id]?.some((m) => m.seq === message.seq) ?? false;
      const counts =
        !known && message.sender?.id !== state.userId && state.openId !== id && message.code !== ImCode.groupChanged;
      const chats = state.chats.map((chat) =>
        chat.id !== id || chat.lastSeq > message.seq
          ? chat
          : {
              ...chat,
              lastSeq: message.seq,
              lastAt: message.createdAt,
              lastMessage: messagePreview(message),
              count: chat.count + (counts ? 1 : 0),
              atMe: chat.atMe || (counts && state.userId !== null && message.atInfo.includes(state.userId)),
            },
      );
      chats.sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.lastAt - a.lastAt);
      const messages = state.messages[id]
        ? { ...state.messages, [id]: merged(state.messages[id], [message]) }
        : state.messages;
      return { messages, ...withChats(chats) };
    }),
  withdraw: (id, seq, how) =>
    set((state) => {
      const gone = (m: ImMessage): ImMessage => ({ ...m, [how]: true, text: '', image: null, match: null });
      const lastMessage = messagePreview({ kind: 'text', text: '', recalled: true, deleted: how === 'deleted' });
      return {
        messages: { ...state.messages, [id]: (state.messages[id] ?? []).map((m) => (m.seq === seq ? gone(m) : m)) },
        ...withChats(
          state.chats.map((chat) => (chat.id === id && chat.lastSeq === seq ? { ...chat, lastMessage } : chat)),
        ),
      };
    }),
  setPeerRead: (id, seq) =>
    set((state) => ({ peerRead: { ...state.peerRead, [id]: Math.max(state.peerRead[id] ?? 0, seq) } })),
  setRead: (id) =>
    set((state) => withChats(state.chats.map((chat) => (chat.id === id ? { ...chat, count: 0, atMe: false } : chat)))),
  setOpen: (openId) => set({ openId }),
  clear: () => set({ userId: null, messages: {}, peerRead: {}, openId: null, ...withChats([]) }),
}));

/**
 * The seq up to which a held conversation has every message. A message sent over HTTP while the socket was down
 * is held at once, past the others' messages the socket missed meanwhile: the reconnect asks from before the gap.
 */
function unbrokenUpTo(held: ImMessage[]): number {
  let last = held[0]!.seq;
  for (const message of held) {
    if (message.seq > last + 1) break;
    last = message.seq;
  }
  return last;
}

/** The last seq held without a gap per conversation: what a reconnect asks to be sent after. */
export function heldPositions(): Record<string, number> {
  const { chats, messages } = useImStore.getState();
  const since: Record<string, number> = {};
  for (const chat of chats) {
    const held = messages[chat.id];
    since[String(chat.id)] = held && held.length > 0 ? unbrokenUpTo(held) : chat.lastSeq;
  }
  return since;
}
