import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as contract from '@kanqiu/contract';
import { liveHeartbeat, liveHeartbeatMs, liveReconnectMs, liveSocketUrl, openLiveSocket } from './live-socket';
import { FakeSocket } from './testing/fake-socket';

const diffData = {
  matchId: 1,
  sport: 'football',
  competitionId: 1,
  version: 2,
  fields: { score: [1, 0] },
  incidents: [],
  statistics: null,
  lineupsChanged: false,
  plays: [],
  boxScoreChanged: false,
  odds: [],
  lotteryChanged: false,
  created: false,
};
const sender = { id: 9, nickName: '球迷', portrait: null, anchor: false };
const chatLine = (id: number) => ({
  kind: 'message',
  message: {
    id,
    group: '7',
    kind: 'text',
    text: `第${id}条`,
    clientId: `client-${id}`,
    sender,
    createdAt: 1_700_000_000,
  },
});

describe('live socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('speaks the contract: heartbeat and reconnect constants', () => {
    expect([liveHeartbeat, liveHeartbeatMs, liveReconnectMs]).toEqual([
      contract.liveHeartbeat,
      contract.liveHeartbeatMs,
      contract.liveReconnectMs,
    ]);
  });

  it('builds ws/wss URLs from the public API host', () => {
    expect(liveSocketUrl('http://127.0.0.1:18080', 'http://127.0.0.1:13000')).toBe('ws://127.0.0.1:18080/ws/live');
    expect(liveSocketUrl('https://api.example.com/', 'https://m.example.com')).toBe('wss://api.example.com/ws/live');
    expect(liveSocketUrl('', 'https://m.example.com')).toBe('wss://m.example.com/ws/live');
  });

  it("hands each publication over only in the shape its channel's catalogue entry gives it", () => {
    const onDiff = vi.fn();
    const onEvent = vi.fn();
    openLiveSocket({
      url: 'ws://x/ws/live',
      topics: ['rooms:list', 'room:3', 'chat:7', 'live:football'],
      handlers: { onDiff, onEvent },
      createSocket: (url) => new FakeSocket(url),
    });
    const socket = FakeSocket.all[0]!;
    socket.open();
    const viewers = { kind: 'viewers', roomId: 3, viewerCount: 7 };
    const entrance = { text: '伯爵 老球迷 驾临直播间', userId: 9, nickName: '老球迷', nobleTierId: 'earl' };
    const publications = [
      ['rooms:list', viewers],
      ['rooms:list', { kind: 'offline', roomId: 3 }],
      ['room:3', diffData],
      ['chat:7', { kind: 'deleted', id: 4 }],
      ['chat:7', { kind: 'deleted' }],
      ['chat:7', { kind: 'entrance', entrance }],
      ['chat:7', { kind: 'entrance', entrance: { ...entrance, nobleTierId: 'pope' } }],
      ['chat:7', { kind: 'message', message: { ...chatLine(4).message, sender: { id: 'x' } } }],
      ['live:football', viewers],
      ['live:football', diffData],
    ] as const;
    publications.forEach(([topic, data], seq) => socket.receive({ op: 'diff', topic, epoch: 'e', seq, data }));
    expect(onEvent.mock.calls).toEqual([
      [{ namespace: 'rooms', topic: 'rooms:list', event: viewers }],
      [{ namespace: 'chat', topic: 'chat:7', event: { kind: 'deleted', id: 4 } }],
      [{ namespace: 'chat', topic: 'chat:7', event: { kind: 'entrance', entrance } }],
    ]);
    expect(onDiff).toHaveBeenCalledExactlyOnceWith({ topic: 'live:football', epoch: 'e', seq: 9, data: diffData });
  });

  it('unpacks a batch frame (a JSON array) message by message, in order', () => {
    const onDiff = vi.fn();
    const onEvent = vi.fn();
    const onReset = vi.fn();
    openLiveSocket({
      url: 'ws://x/ws/live',
      topics: ['chat:7', 'live:football'],
      handlers: { onDiff, onEvent, onReset },
      createSocket: (url) => new FakeSocket(url),
    });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive([
      { op: 'diff', topic: 'chat:7', epoch: 'e', seq: 1, data: chatLine(1) },
      { op: 'diff', topic: 'chat:7', epoch: 'e', seq: 2, data: chatLine(2) },
      { op: 'reset', topic: 'chat:7', epoch: 'f' },
      { op: 'diff', topic: 'live:football', epoch: 'e', seq: 9, data: diffData },
    ]);
    expect(onEvent.mock.calls).toEqual([
      [{ namespace: 'chat', topic: 'chat:7', event: chatLine(1) }],
      [{ namespace: 'chat', topic: 'chat:7', event: chatLine(2) }],
    ]);
    expect(onReset).toHaveBeenCalledExactlyOnceWith('chat:7');
    expect(onDiff).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ topic: 'live:football', seq: 9 }));
  });

  it('subscribes, hands over diffs, sends heartbeats after silence and reconnects 5000 ms after a close', () => {
    const onDiff = vi.fn();
    const onOpen = vi.fn();
    const onSubscribed = vi.fn();
    const onReset = vi.fn();
    const held: { position?: { epoch: string; seq: number } } = {};
    const socket = openLiveSocket({
      url: 'ws://x/ws/live',
      topics: ['live:football'],
      since: () => (held.position ? { 'live:football': held.position } : undefined),
      handlers: { onDiff, onOpen, onSubscribed, onReset },
      createSocket: (url) => new FakeSocket(url),
    });
    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.sent).toEqual([JSON.stringify({ op: 'subscribe', topics: ['live:football'] })]);
    expect(onOpen).toHaveBeenLastCalledWith(false);
    first.receive({
      op: 'subscribed',
      topics: ['live:football'],
      positions: { 'live:football': { epoch: 'e', seq: 4, recovered: false } },
      refused: {},
    });
    expect(onSubscribed).toHaveBeenCalledWith({ 'live:football': { epoch: 'e', seq: 4, recovered: false } });
    first.receive({ op: 'diff', topic: 'live:football', epoch: 'e', seq: 5, data: diffData });
    expect(onDiff).toHaveBeenCalledWith(expect.objectContaining({ topic: 'live:football', seq: 5 }));
    first.receive('not json');
    first.receive({ op: 'diff', topic: 'live:football' });
    expect(onDiff).toHaveBeenCalledTimes(1);
    first.receive({ op: 'reset', topic: 'live:football', epoch: 'f' });
    expect(onReset).toHaveBeenCalledWith('live:football');
    held.position = { epoch: 'e', seq: 5 };

    vi.advanceTimersByTime(9_999);
    expect(first.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.sent.at(-1)).toBe('0');

    first.onerror?.({});
    first.onclose?.({});
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(onOpen).toHaveBeenLastCalledWith(true);
    // A reconnect resubscribes from the position held, so the server replays what was missed.
    expect(FakeSocket.all[1]!.sent[0]).toBe(
      JSON.stringify({
        op: 'subscribe',
        topics: ['live:football'],
        since: { 'live:football': { epoch: 'e', seq: 5 } },
      }),
    );

    socket.close();
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
