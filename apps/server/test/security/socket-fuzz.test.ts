import { chatToken, imClientCodes } from '@kanqiu/contract';
import { ImCode, imLimits } from '@kanqiu/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { dataOf, post } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import { fuzzTally, hostile, readinessStatus, sometimesHostile } from '../support/fuzz';
import { openHubClient } from '../support/hub-client';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, groupOf, imUser, seedFans, type ImUserFixture } from '../im/im-client';

/**
 * Every client message type of the three sockets — live (`/ws/live` with the match channels), chat (the same
 * socket with `chat:*` channels and /chat/getToken tokens) and IM (`/imserver/ws`, every `imClientCodes` frame) —
 * valid, hostile and garbage, in short sequences on a fresh socket each. A case passes when the socket answers the
 * heartbeat sent after it, or was closed for a reason the protocol names (never 1011, the handler's failure), and
 * no IM refusal carries an internal error. The server must still be ready at the end.
 */

/** Closes a client may earn: a bad IM token (4401), a frame over the size limit (1009). */
const expectedCloses = new Set([4401, 1009]);
const heartbeat = '0';

/** An IM refusal's envelope code in the HTTP 5xx range: the socket's equivalent of a 500. */
const isServerError = (code: number | undefined) => code !== undefined && code >= 500 && code < 600;

type Outcome = { answered: true } | { answered: false; code: number; reason: string };

/**
 * Opens a socket, sends the messages and a heartbeat, and waits for the answer to that last heartbeat (each socket
 * handles its messages in order, so every one before it was handled) or for the close.
 */
async function exchange(url: string, messages: string[], onFrame: (text: string) => void): Promise<Outcome> {
  const socket = new WebSocket(url);
  let heartbeatsDue = messages.filter((m) => m === heartbeat).length + 1;
  const outcome = new Promise<Outcome>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no heartbeat answer within 5 s')), 5000);
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text !== heartbeat) return onFrame(text);
      heartbeatsDue -= 1;
      if (heartbeatsDue > 0) return;
      clearTimeout(timer);
      resolve({ answered: true });
    });
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ answered: false, code, reason: reason.toString() });
    });
    socket.on('error', () => undefined);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  for (const message of [...messages, heartbeat]) socket.send(message);
  try {
    return await outcome;
  } finally {
    socket.terminate();
  }
}

/** Text that is not a message: broken JSON, any JSON, deep nesting, a frame past the size limit. */
const garbage = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '[',
    '{"op":',
    '{"code":',
    '[]',
    'null',
    '{}',
    '"0"',
    '0 ',
    '\u0000',
    '['.repeat(5000),
    'x'.repeat(9000),
  ),
);

const json = (value: unknown) => JSON.stringify(value);

/** A hub `subscribe` or `unsubscribe` over the given channels and tokens: mostly valid, now and then hostile. */
function hubMessage(channel: fc.Arbitrary<string>, token: fc.Arbitrary<string>, epochs: string[]) {
  const position = fc.record({
    epoch: fc.oneof({ arbitrary: fc.constantFrom(...epochs), weight: 6 }, fc.string({ maxLength: 64 })),
    seq: fc.oneof({ arbitrary: fc.nat({ max: 50 }), weight: 6 }, fc.integer(), fc.constantFrom(2 ** 53, -1, 1.5)),
  });
  const topics = fc.oneof(
    { arbitrary: fc.array(channel, { minLength: 1, maxLength: 4 }), weight: 8 },
    fc.array(sometimesHostile(channel), { maxLength: 4 }),
    fc.array(channel, { minLength: 95, maxLength: 105 }),
  );
  const subscribe = fc.record(
    {
      op: fc.constant('subscribe'),
      topics,
      since: fc.dictionary(channel, sometimesHostile(position), { maxKeys: 3 }),
      token: sometimesHostile(token),
    },
    { requiredKeys: ['op', 'topics'] },
  );
  const unsubscribe = fc.record({ op: fc.constant('unsubscribe'), topics });
  return fc.oneof(
    { arbitrary: subscribe.map(json), weight: 6 },
    { arbitrary: unsubscribe.map(json), weight: 2 },
    { arbitrary: garbage, weight: 1 },
  );
}

/** A fan of the IM fuzz: their token, their direct conversation with the hub fan, and the group of them all. */
type Sender = { token: string; conversations: number[] };

/**
 * Senders enough that the per-user send allowance (`imLimits.messagesPer10s`) refuses only some of the sends:
 * each befriends one hub fan and all of them share a group.
 */
async function imSenders(server: TestServer, count: number): Promise<Sender[]> {
  const hub = await imUser(server, '模糊群主');
  const fans = (await seedFans(server, count)).map((fan) => ({ ...fan, nickName: String(fan.id) }));
  const direct: number[] = [];
  for (const fan of fans) direct.push(await friends(server, hub, fan));
  const group = await groupOf(server, hub, '模糊群', fans);
  return fans.map((fan, k) => ({ token: fan.token, conversations: [direct[k] ?? 0, group] }));
}

describe.each(backends())('fuzzing the three sockets on $name', (backend) => {
  // Each case is one short-lived socket; the limits that would close a busy one are not what is fuzzed here.
  const server = useTestServer(backend, { env: { HUB_MAX_MESSAGES_PER_SECOND: '1000' } });
  const tally = fuzzTally('sockets', backend.name);
  let matchIds: number[] = [];
  let fan: ImUserFixture;
  let senders: Sender[] = [];
  let chatTokens: string[] = [];
  const epochs: string[] = [];

  beforeAll(async () => {
    const { ids } = await seedScenario(server());
    matchIds = Object.values(ids);
    fan = await imUser(server(), '模糊甲');
    senders = await imSenders(server(), 40);
    chatTokens = await Promise.all(
      [undefined, fan.token].map(
        async (token) =>
          dataOf(await post(server(), '/chat/getToken?group=football', {}, token ? { token } : {}), chatToken).token,
      ),
    );
    // Real positions, so `since` reaches the history now and then.
    const probe = await openHubClient(server());
    probe.send({ op: 'subscribe', topics: ['live:football', 'chat:football'] });
    const { positions } = await probe.next('subscribed');
    epochs.push(...Object.values(positions).map((p) => p.epoch));
    probe.socket.close();
  });
  afterAll(() => tally.report());

  /** Runs `numRuns` sequences, each on a fresh socket of `path`, and looks at every frame the server sent. */
  async function fuzzSocket(part: string, path: string, sequence: fc.Arbitrary<string[]>, numRuns: number) {
    const url = `${server().url.replace('http', 'ws')}${path}`;
    await fc.assert(
      fc.asyncProperty(sequence, async (messages) => {
        const frames: string[] = [];
        const failures: string[] = [];
        const outcome = await exchange(url, messages, (text) => frames.push(text));
        tally.count(part, messages.length);
        const shown = `${messages.map((m) => m.slice(0, 200)).join(' | ')} → ${JSON.stringify(outcome)}`;
        if (!outcome.answered && !expectedCloses.has(outcome.code)) failures.push(shown);
        for (const frame of frames) {
          const parsed = JSON.parse(frame) as { code?: number; data?: { code?: number } };
          if (parsed.code === ImCode.refused && isServerError(parsed.data?.code)) failures.push(frame);
        }
        expect(failures).toEqual([]);
      }),
      { numRuns },
    );
  }

  it('live: subscribe and unsubscribe to match, list and private channels, with and without tokens', async () => {
    const channel = fc.oneof(
      fc.constantFrom('live:football', 'live:basketball', 'rooms:list'),
      fc.constantFrom(...matchIds).map((id) => `match:${id}`),
      fc.constantFrom(fan.id, fan.id + 1, 0, 2 ** 31).map((id) => `user:${id}`),
      fc.stringMatching(/^[a-z]{1,16}:[A-Za-z0-9_-]{1,64}$/),
    );
    const token = fc.oneof(fc.constant(fan.token), fc.string({ minLength: 1, maxLength: 256 }));
    const sequence = fc.array(fc.oneof(hubMessage(channel, token, epochs), fc.constant(heartbeat)), {
      minLength: 1,
      maxLength: 5,
    });
    await fuzzSocket('live', '/ws/live', sequence, 600);
  }, 120_000);

  it('chat: the chat channels with guest and signed-in chat tokens, account tokens and forged ones', async () => {
    const channel = fc.oneof(
      fc.constantFrom('chat:football', 'chat:basketball'),
      fc.oneof(fc.constantFrom(...matchIds), fc.integer()).map((id) => `chat:${id}`),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).map((tail) => `chat:${tail}`),
    );
    const forged = fc.constantFrom(...chatTokens).map((t) => `${t.slice(0, -2)}${t.slice(-2) === 'AA' ? 'AB' : 'AA'}`);
    const token = fc.oneof(
      fc.constantFrom(...chatTokens, fan.token),
      forged,
      fc.string({ minLength: 1, maxLength: 256 }),
    );
    const sequence = fc.array(hubMessage(channel, token, epochs), { minLength: 1, maxLength: 5 });
    await fuzzSocket('chat', '/ws/live', sequence, 450);
  }, 120_000);

  it('IM: auth, private and group messages, sync, read marks, other codes and garbage', async () => {
    const signedIn = (sender: Sender) => {
      const id = fc.oneof(
        { arbitrary: fc.constantFrom(...sender.conversations), weight: 4 },
        fc.integer(),
        fc.constantFrom(0, 2 ** 31, -1),
      );
      const dataFor: Record<number, fc.Arbitrary<Record<string, unknown>>> = {
        [ImCode.auth]: fc.record({ accessToken: sometimesHostile(fc.constantFrom(...senders.map((s) => s.token))) }),
        [ImCode.privateMessage]: messageData(id),
        [ImCode.groupMessage]: messageData(id),
        [ImCode.sync]: fc.record({
          since: sometimesHostile(
            fc.dictionary(fc.oneof(id.map(String), fc.string({ maxLength: 12 })), fc.oneof(fc.nat(), fc.integer())),
          ),
        }),
        [ImCode.readMark]: fc.record({
          id: sometimesHostile(id),
          seq: sometimesHostile(fc.oneof(fc.nat(), fc.integer())),
        }),
      };
      const frame = fc.oneof(
        ...imClientCodes.map((code) => (dataFor[code] ?? fc.object()).map((data) => json({ code, data }))),
        fc.record({ code: fc.oneof(fc.integer(), hostile), data: fc.oneof(fc.object(), hostile) }).map(json),
        garbage,
        fc.constant(heartbeat),
      );
      const signIn = json({ code: ImCode.auth, data: { accessToken: sender.token } });
      // Most sequences sign in first, so the frames after reach the messages service.
      return fc
        .tuple(fc.boolean(), fc.boolean(), fc.array(frame, { minLength: 1, maxLength: 4 }))
        .map(([first, second, rest]) => (first || second ? [signIn, ...rest] : rest));
    };
    await fuzzSocket('im', '/imserver/ws', fc.constantFrom(...senders).chain(signedIn), 800);
  }, 180_000);

  it('leaves the server ready after every socket fuzz', async () => {
    expect(tally.total()).toBeGreaterThanOrEqual(5_000);
    expect(await readinessStatus(server().url)).toBe(200);
  });
});

/** A text send: the conversation, a client id, text (NUL, too long, blank, emoji) and @ mentions. */
function messageData(id: fc.Arbitrary<number>) {
  return fc.record(
    {
      id: sometimesHostile(id),
      clientId: sometimesHostile(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)),
      text: sometimesHostile(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 40 }),
          fc.constantFrom('x'.repeat(imLimits.maxTextLength + 1), '   ', '进球了！⚽', 'a\u0000b'),
        ),
      ),
      atInfo: sometimesHostile(fc.array(id, { maxLength: 3 })),
    },
    { requiredKeys: ['id', 'clientId', 'text'] },
  );
}
