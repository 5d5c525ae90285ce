import type { ChatMessage } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { applyChatEvent, chatKeep, laneOf, linesOfPage, readOlderPage } from './chat-messages';

const line = (id: number, text = `第 ${id} 条`): ChatMessage => ({
  id,
  group: '3',
  kind: 'text',
  text,
  clientId: `client-${id}`,
  sender: { id: 9, nickName: '球迷', portrait: null, anchor: false },
  createdAt: 1_700_000_000 + id,
});

describe('chat events', () => {
  it('shows a message once, in id order, keeps the newest lines and drops deleted ones', () => {
    const lines = linesOfPage([line(3), line(2)]);
    expect(lines.map((l) => l.id)).toEqual([2, 3]);
    const after = applyChatEvent(lines, { kind: 'message', message: line(5) });
    // The sender's own message comes back from both the send answer and the socket.
    expect(applyChatEvent(after, { kind: 'message', message: line(5) }).map((l) => l.id)).toEqual([2, 3, 5]);
    expect(applyChatEvent(after, { kind: 'message', message: line(4) }).map((l) => l.id)).toEqual([2, 3, 4, 5]);
    expect(applyChatEvent(after, { kind: 'deleted', id: 3 }).map((l) => l.id)).toEqual([2, 5]);
    let many = lines;
    for (let id = 10; id < 10 + chatKeep + 5; id++) many = applyChatEvent(many, { kind: 'message', message: line(id) });
    expect(many).toHaveLength(chatKeep);
    expect(many.at(-1)!.id).toBe(10 + chatKeep + 4);
  });

  it('reads an older page as lines, oldest first, and refuses a malformed one', () => {
    expect(readOlderPage({ list: [line(8), line(7)], next: true })).toEqual({ lines: [line(7), line(8)], next: true });
    expect(readOlderPage({ list: [], next: false })).toEqual({ lines: [], next: false });
    expect(readOlderPage({ list: [{ id: 'x' }], next: false })).toBeNull();
    expect(readOlderPage(null)).toBeNull();
  });

  it('spreads danmaku over the lanes', () => {
    expect([0, 1, 2, 3, 4].map(laneOf)).toEqual([0, 1, 2, 3, 0]);
  });
});
