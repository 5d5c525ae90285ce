import { describe, expect, it } from 'vitest';
import { fixedAccess, parseChannel } from './channel-name';
import { missedSince, trimHistory } from './history-window';
import { textFrame } from './ws-frame';
import { WebSocket, WebSocketServer } from 'ws';

describe('parseChannel', () => {
  it.each([
    ['live:football', { namespace: 'live', id: 'football' }],
    ['match:42', { namespace: 'match', id: '42' }],
    ['user:7', { namespace: 'user', id: '7' }],
  ])('reads %s', (name, parsed) => expect(parseChannel(name)).toEqual(parsed));

  it.each(['football', 'live:', ':42', 'Live:x', 'room:a b', 'match:1:2', `room:${'x'.repeat(65)}`])(
    'refuses %s',
    (name) => expect(parseChannel(name)).toBeNull(),
  );
});

describe('fixedAccess', () => {
  const mine = { namespace: 'user', id: '7' };
  it('lets anyone into a public channel', () => expect(fixedAccess('public', mine, undefined)).toBe(true));
  it('wants a signed-in user for loggedIn', () => {
    expect(fixedAccess('loggedIn', mine, undefined)).toBe(false);
    expect(fixedAccess('loggedIn', mine, 3)).toBe(true);
  });
  it('lets only the named user into a self channel', () => {
    expect(fixedAccess('self', mine, 7)).toBe(true);
    expect(fixedAccess('self', mine, 8)).toBe(false);
    expect(fixedAccess('self', mine, undefined)).toBe(false);
  });
});

describe('history window', () => {
  const limits = { size: 10, maxAgeSeconds: 60 };
  const now = 1_000_000;
  const entries = [3, 4, 5, 6].map((seq) => ({ seq, at: now - 1000 }));
  const current = { epoch: 'e', seq: 6 };

  it('keeps the newest entries', () => expect(trimHistory(entries, 2).map((e) => e.seq)).toEqual([5, 6]));

  it('replays what was missed, in order', () => {
    expect(missedSince(entries, current, { epoch: 'e', seq: 3 }, limits, now)?.map((e) => e.seq)).toEqual([4, 5, 6]);
    expect(missedSince(entries, current, { epoch: 'e', seq: 6 }, limits, now)).toEqual([]);
  });

  it('asks for a refetch when the history no longer covers the gap', () => {
    expect(missedSince(entries, current, { epoch: 'e', seq: 1 }, limits, now)).toBeNull();
  });

  it('asks for a refetch on another epoch or a position from the future', () => {
    expect(missedSince(entries, current, { epoch: 'x', seq: 5 }, limits, now)).toBeNull();
    expect(missedSince(entries, current, { epoch: 'e', seq: 9 }, limits, now)).toBeNull();
  });

  it('forgets entries older than the age limit', () => {
    const aged = entries.map((e) => ({ ...e, at: e.seq === 4 ? now - 61_000 : e.at }));
    expect(missedSince(aged, current, { epoch: 'e', seq: 3 }, limits, now)).toBeNull();
    expect(missedSince(aged, current, { epoch: 'e', seq: 4 }, limits, now)?.map((e) => e.seq)).toEqual([5, 6]);
  });
});

describe('textFrame', () => {
  it('writes frames a websocket client reads, whatever the length encoding', async () => {
    const payloads = [5, 125, 126, 65_535, 65_536].map((length) => 'é'.repeat(length).slice(0, length));
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (_socket, request) => {
      for (const payload of payloads) request.socket.write(textFrame(Buffer.from(payload)));
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const received: string[] = [];
    await new Promise<void>((resolve) =>
      client.on('message', (data: Buffer, isBinary: boolean) => {
        expect(isBinary).toBe(false);
        received.push(data.toString());
        if (received.length === payloads.length) resolve();
      }),
    );
    client.close();
    server.close();
    expect(received).toEqual(payloads);
  });
});
