import { feedEvent, liveServerMessage, type LiveServerMessage } from '@kanqiu/contract';
import { BasketballPlayType, BasketballStatus } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { FeedEvent } from '../../src/feed/events';
import { basketballProviders, seedBasketball, seedBasketballReference } from '../support/basketball-fixtures';
import { backends, startTestServer, type TestServer } from '../support/test-server';

/** What the database holds of the generated games, without the ids a database hands out. */
async function snapshot(server: TestServer) {
  const db = server.database.db;
  const matches = await db
    .selectFrom('matches')
    .select([
      'provider_match_id',
      'state',
      'period',
      'period_start_at',
      'home_score',
      'away_score',
      'period_scores',
      'version',
    ])
    .where('sport', '=', 'basketball')
    .orderBy('provider_match_id')
    .execute();
  const count = async (table: 'plays' | 'box_scores' | 'odds_lines' | 'match_statistics') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    matches,
    plays: await count('plays'),
    boxScores: await count('box_scores'),
    odds: await count('odds_lines'),
    statistics: await count('match_statistics'),
  };
}

/** A small basketball game of an operator's own feed, as it would push it. */
function pushedGame(kickoffAt: number) {
  const ref = { provider: 'operator', providerMatchId: 'g-1' };
  const match: FeedEvent = {
    ...ref,
    kind: 'match',
    key: 'g-1:match',
    sport: 'basketball',
    source: 'live',
    competitionId: 101,
    season: '2025-26',
    round: null,
    homeTeamId: 100000,
    awayTeamId: 100001,
    kickoffAt,
    venue: null,
  };
  const state: FeedEvent = {
    ...ref,
    kind: 'state',
    key: 'g-1:state:1',
    state: BasketballStatus.q1,
    rawState: 'Q1',
    periodStartAt: kickoffAt,
    period: 1,
  };
  const play = (n: number, points: number, score: [number, number]): FeedEvent => ({
    ...ref,
    kind: 'basketballPlay',
    key: `g-1:play:${n}`,
    type: points === 3 ? BasketballPlayType.threePointMade : BasketballPlayType.twoPointMade,
    side: 'home',
    period: 1,
    secondsLeft: 700 - n * 10,
    playerId: null,
    playerName: null,
    relatedPlayerId: null,
    relatedPlayerName: null,
    points,
    score,
  });
  const score = (value: [number, number], n: number): FeedEvent => ({
    ...ref,
    kind: 'score',
    key: `g-1:score:${n}`,
    score: value,
    halfTime: null,
    extraTime: null,
    penalties: null,
    periods: [value],
  });
  return { match, state, play, score };
}

describe.each(backends())('basketball feed through ingest on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('stores plays and box scores once: a second bootstrap changes nothing', async () => {
    await seedBasketball(server);
    const first = await snapshot(server);
    expect(first.plays).toBeGreaterThan(1000);
    expect(first.boxScores).toBeGreaterThan(10);
    expect(first.odds).toBeGreaterThan(1000);
    const again = await server.ingest.ingest(basketballProviders().bootstrap());
    expect(again.changed).toBe(0);
    expect(await snapshot(server)).toEqual(first);
  });

  it('is deterministic: another instance bootstrapped at the same anchor holds the same rows', async () => {
    const other = await startTestServer(backend);
    try {
      await seedBasketball(other);
      expect(await snapshot(other)).toEqual(await snapshot(server));
    } finally {
      await other.close();
    }
  });

  it('accepts basketball plays and box scores as feed events (what the push endpoint validates)', () => {
    const { play } = pushedGame(server.clock.now);
    expect(feedEvent.parse(play(1, 2, [2, 0]))).toMatchObject({ kind: 'basketballPlay', points: 2 });
    expect(feedEvent.safeParse({ ...play(1, 2, [2, 0]), type: 99 }).success).toBe(false);
  });
});

type Client = { socket: WebSocket; next: (op: string) => Promise<LiveServerMessage> };

async function connect(server: TestServer): Promise<Client> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/live`);
  const messages: LiveServerMessage[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text !== '0') messages.push(liveServerMessage.parse(JSON.parse(text)));
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (op: string): Promise<LiveServerMessage> => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const index = messages.findIndex((m) => m.op === op);
      if (index >= 0) return messages.splice(index, 1)[0]!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${op} within 5 s`);
  };
  return { socket, next };
}

describe.each(backends())('basketball live socket on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
    await seedBasketballReference(server);
  });
  afterAll(() => server.close());

  it('delivers a basketball score change with its new plays to basketball subscribers', async () => {
    const game = pushedGame(server.clock.now);
    await server.ingest.ingest([game.match, game.state]);
    const client = await connect(server);
    client.socket.send(JSON.stringify({ op: 'subscribe', topics: ['live:basketball'] }));
    await client.next('subscribed');
    await server.ingest.ingest([game.play(1, 3, [3, 0]), game.score([3, 0], 1)]);
    const diff = await client.next('diff');
    expect(diff).toMatchObject({
      topic: 'live:basketball',
      data: {
        sport: 'basketball',
        fields: { score: [3, 0], periodScores: [[3, 0]] },
        plays: [{ key: 'g-1:play:1', points: 3 }],
      },
    });
    // Re-sent, the same play is no news.
    expect((await server.ingest.ingest([game.play(1, 3, [3, 0])])).changed).toBe(0);
    client.socket.close();
  });
});
