import type { ChatListItem, ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMessageStore } from '../../lib/stores/message-store';
import { heldPositions, useImStore } from './im-store';

const chat = (id: number, messageStatus: 0 | 1, count: number): ChatListItem => ({
  id,
  kind: 'direct',
  name: `会话${id}`,
  avatar: null,
  peerId: id + 100,
  messageStatus,
  count,
  pinned: false,
  lastSeq: count,
  lastAt: id,
  lastMessage: '',
  atMe: false,
});

const message = (conversationId: number, seq: number, senderId: number): ImMessage => ({
  id: conversationId * 1000 + seq,
  conversationId,
  seq,
  code: ImCode.privateMessage,
  kind: 'text',
  sender: { id: senderId, nickName: '球友', portrait: null },
  clientId: null,
  text: `第${seq}条`,
  notice: null,
  image: null,
  match: null,
  atInfo: [],
  recalled: false,
  deleted: false,
  createdAt: 1000 + seq,
});

describe('the message store', () => {
  beforeEach(() => {
    useImStore.getState().clear();
    useImStore.getState().setUserId(1);
  });

  it('sets the tab badge to the sum of count over conversations with messageStatus 0', () => {
    useImStore.getState().setChats([chat(1, 0, 2), chat(2, 1, 5), chat(3, 0, 1)]);
    expect(useMessageStore.getState().unread).toBe(3);
    useImStore.getState().setRead(1);
    expect(useMessageStore.getState().unread).toBe(1);
  });

  it('counts an arriving message once, not one of mine, not in the open conversation', () => {
    useImStore.getState().setChats([chat(1, 0, 0), chat(2, 0, 0)]);
    useImStore.getState().mergeMessages(1, []);
    const store = useImStore.getState();
    store.receive(message(1, 1, 9));
    store.receive(message(1, 1, 9));
    store.receive(message(1, 2, 1));
    store.setOpen(2);
    store.receive(message(2, 1, 9));
    expect(useImStore.getState().chats.map((c) => [c.id, c.count])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(useImStore.getState().messages[1]!.map((m) => m.seq)).toEqual([1, 2]);
    expect(heldPositions()).toEqual({ '1': 2, '2': 1 });
  });

  it('asks a reconnect for what follows the first gap: a message sent over HTTP while the socket was down is past it', () => {
    useImStore.getState().setChats([chat(1, 0, 0)]);
    useImStore.getState().mergeMessages(1, [message(1, 4, 9), message(1, 5, 1)]);
    // Seq 6 (the friend's) went out while the socket was down; seq 7 is the fan's own, answered by HTTP.
    useImStore.getState().receive(message(1, 7, 1));
    expect(heldPositions()).toEqual({ '1': 5 });
    useImStore.getState().receive(message(1, 6, 9));
    expect(heldPositions()).toEqual({ '1': 7 });
  });

  it('marks a conversation where an arriving message @mentions me, until it is read', () => {
    useImStore.getState().setChats([chat(1, 0, 0)]);
    useImStore.getState().receive({ ...message(1, 1, 9), atInfo: [1] });
    expect(useImStore.getState().chats[0]).toMatchObject({ atMe: true, count: 1 });
    useImStore.getState().setRead(1);
    expect(useImStore.getState().chats[0]).toMatchObject({ atMe: false, count: 0 });
  });

  it('takes a deleted message out of the conversation and the preview', () => {
    useImStore.getState().setChats([chat(1, 0, 0)]);
    useImStore.getState().mergeMessages(1, [message(1, 1, 9)]);
    useImStore.getState().receive(message(1, 2, 9));
    useImStore.getState().withdraw(1, 2, 'deleted');
    const held = useImStore.getState().messages[1]!;
    expect(held.map((m) => [m.seq, m.deleted, m.text])).toEqual([
      [1, false, '第1条'],
      [2, true, ''],
    ]);
    expect(useImStore.getState().chats[0]!.lastMessage).toBe('[消息已删除]');
  });
});
