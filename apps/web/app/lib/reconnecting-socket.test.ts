import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openReconnectingSocket, type ReconnectingSocketOptions } from './reconnecting-socket';
import { FakeSocket } from './testing/fake-socket';

describe('the reconnecting socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const open = (overrides: Partial<ReconnectingSocketOptions> = {}) => {
    const events: string[] = [];
    const socket = openReconnectingSocket({
      label: 'test socket',
      url: () => 'ws://x/ws',
      createSocket: (url) => new FakeSocket(url),
      heartbeat: '0',
      heartbeatMs: 1000,
      reconnectMs: 500,
      onOpen: () => events.push('onOpen'),
      onMessage: (text) => events.push(text),
      onStatus: (status) => events.push(status),
      ...overrides,
    });
    return { socket, events };
  };

  it('sends only while open, and hands over every message but the heartbeat', () => {
    const { socket, events } = open();
    const first = FakeSocket.all[0]!;
    expect(socket.send('early')).toBe(false);
    first.open();
    expect(socket.send('hello')).toBe(true);
    first.receive('0');
    first.receive('{"a":1}');
    expect(first.sent).toEqual(['hello']);
    expect(events).toEqual(['connecting', 'open', 'onOpen', '{"a":1}']);
    socket.close();
  });

  it('sends the heartbeat after silence either way, counting what is sent and received', () => {
    const { socket } = open();
    const first = FakeSocket.all[0]!;
    first.open();
    vi.advanceTimersByTime(600);
    socket.send('x');
    vi.advanceTimersByTime(600);
    first.receive('y');
    vi.advanceTimersByTime(999);
    expect(first.sent).toEqual(['x']);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual(['x', '0']);
    vi.advanceTimersByTime(1000);
    expect(first.sent).toEqual(['x', '0', '0']);
    socket.close();
  });

  it('reconnects once after an error and its close, and never once closed', () => {
    const { socket, events } = open();
    const first = FakeSocket.all[0]!;
    first.open();
    first.onerror?.({});
    first.onclose?.({});
    expect(first.readyState).toBe(3);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(events).toEqual(['connecting', 'open', 'onOpen', 'closed', 'connecting']);
    socket.close();
    expect(FakeSocket.all[1]!.readyState).toBe(3);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('asks for the address at each connect, and retries when it cannot be had', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('no address'));
    url.mockResolvedValue('ws://y/ws');
    const { socket } = open({ url });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledOnce();
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all.map((s) => s.url)).toEqual(['ws://y/ws']);
    socket.close();
    error.mockRestore();
  });

  it('drops a socket whose address came after it was closed', async () => {
    const { socket } = open({ url: () => Promise.resolve('ws://z/ws') });
    socket.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all[0]!.readyState).toBe(3);
    expect(FakeSocket.all[0]!.onopen).toBeNull();
  });
});
