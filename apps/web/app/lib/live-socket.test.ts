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
  odds: [],
  created: false,
};

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

  it('hands a diff that is not a match diff (a room event) to onEvent, and match diffs only to onDiff', () => {
    const onDiff = vi.fn();
    const onEvent = vi.fn();
    openLiveSocket({
      url: 'ws://x/ws/live',
      topics: ['rooms:list', 'live:football'],
      handlers: { onDiff, onEvent },
      createSocket: (url) => new FakeSocket(url),
    });
    const socket = FakeSocket.all[0]!;
    socket.open();
    const room = { kind: 'viewers', roomId: 3, viewerCount: 7 };
    socket.receive({ op: 'diff', topic: 'rooms:list', epoch: 'e', seq: 1, data: room });
    socket.receive({ op: 'diff', topic: 'live:football', epoch: 'e', seq: 2, data: diffData });
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('rooms:list', room);
    expect(onDiff).toHaveBeenCalledTimes(1);
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
    const line = (id: number) => ({ kind: 'message', message: { id, text: `第${id}条` } });
    socket.receive([
      { op: 'diff', topic: 'chat:7', epoch: 'e', seq: 1, data: line(1) },
      { op: 'diff', topic: 'chat:7', epoch: 'e', seq: 2, data: line(2) },
      { op: 'reset', topic: 'chat:7', epoch: 'f' },
      { op: 'diff', topic: 'live:football', epoch: 'e', seq: 9, data: diffData },
    ]);
    expect(onEvent.mock.calls).toEqual([
      ['chat:7', line(1)],
      ['chat:7', line(2)],
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
