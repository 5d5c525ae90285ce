import { ImCode, imHeartbeatMs, imReconnectMs } from '@kanqiu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imSocketUrl, openImClient, readFrame } from './im-client';
import { FakeSocket } from '../../lib/testing/fake-socket';

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the message socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const open = (frames: unknown[] = []) =>
    openImClient({
      accessToken: 'tok',
      resolveUrl: () => Promise.resolve('ws://im.test:80/imserver/ws'),
      since: () => ({ '7': 3 }),
      onFrame: (frame) => frames.push(frame),
      createSocket: (url) => new FakeSocket(url),
    });

  it('authenticates with 10014, then asks for what it missed', async () => {
    const frames: unknown[] = [];
    const client = open(frames);
    await flush();
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://im.test:80/imserver/ws');
    expect(client.send(ImCode.privateMessage, { text: 'x' })).toBe(false);
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ code: ImCode.auth, data: { accessToken: 'tok' } });
    socket.receive({ code: ImCode.auth, data: { userId: 1 } });
    expect(JSON.parse(socket.sent[1]!)).toEqual({ code: ImCode.sync, data: { since: { '7': 3 }, accessToken: 'tok' } });
    expect(client.send(ImCode.privateMessage, { text: 'x' })).toBe(true);
    expect(JSON.parse(socket.sent[2]!)).toEqual({
      code: ImCode.privateMessage,
      data: { text: 'x', accessToken: 'tok' },
    });
    expect(frames).toEqual([{ code: ImCode.auth, data: { userId: 1 } }]);
    client.close();
  });

  it('sends the heartbeat 10 s after the last activity', async () => {
    const client = open();
    await flush();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ code: ImCode.auth, data: {} });
    await vi.advanceTimersByTimeAsync(6000);
    socket.receive({ code: ImCode.readMark, data: {} });
    await vi.advanceTimersByTimeAsync(imHeartbeatMs - 1);
    expect(socket.sent).not.toContain('0');
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toContain('0');
    client.close();
  });

  it('reconnects 5 s after a close, and not once closed at logout', async () => {
    const client = open();
    await flush();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    await vi.advanceTimersByTimeAsync(imReconnectMs - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    client.close();
    expect(FakeSocket.all[1]!.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reads frames and builds the socket URL from the first address', () => {
    expect(readFrame('0')).toBeNull();
    expect(readFrame('{"code":10000}')).toEqual({ code: 10000, data: {} });
    expect(readFrame('nope')).toBeNull();
    expect(imSocketUrl({ protocol: 'wss', host: 'im.example', port: 443 })).toBe('wss://im.example:443/imserver/ws');
  });
});
