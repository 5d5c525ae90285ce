import { FootballStatus, IncidentType } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDiff } from '@kanqiu/contract';
import type { Publication } from '../../src/realtime/channel-store';
import type { EncodedFrame } from '../../src/realtime/hub';
import type { FeedEvent } from '../../src/feed/events';
import { matchEvents } from '@kanqiu/test-factories';
import { backends, startTestServer, type TestServer } from '../support/test-server';

describe.each(backends())('ingest on $name', (backend) => {
  let server: TestServer;
  const published: (Publication & { diff: MatchDiff })[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    const listener = {
      deliver: ({ messages }: EncodedFrame) => {
        for (const message of messages)
          if (!('reset' in message)) published.push({ ...message, diff: message.data as MatchDiff });
      },
    };
    await server.hub.subscribe(listener, 'live:football');
  });
  afterAll(() => server.close());

  const settle = () => new Promise((r) => setTimeout(r, 100));

  async function matchRow(providerMatchId: string) {
    return server.database.db
      .selectFrom('matches')
      .selectAll()
      .where('provider', '=', 'test')
      .where('provider_match_id', '=', providerMatchId)
      .executeTakeFirstOrThrow();
  }

  it('creates a match, applies its events in one version and publishes one diff', async () => {
    const m = matchEvents('m1', { kickoffAt: server.clock.now - 600 });
    await settle();
    published.length = 0;
    const goal = m.incident(IncidentType.goal, 'home', 300, { score: [1, 0] });
    const yellow = m.incident(IncidentType.yellow, 'away', 420);
    const report = await server.ingest.ingest([
      m.upsert,
      m.state(FootballStatus.firstHalf, server.clock.now - 600),
      goal,
      m.score([1, 0]),
      yellow,
    ]);
    await settle();
    expect(report).toMatchObject({ matches: 1, changed: 1 });
    const row = await matchRow('m1');
    expect(row).toMatchObject({ state: 2, home_score: 1, away_score: 0, away_yellow: 1, version: 2 });
    expect(published).toHaveLength(1);
    expect(published[0]?.diff).toMatchObject({ created: true, version: 2, fields: { score: [1, 0], state: 2 } });
    expect(published[0]?.diff.incidents.map((i) => i.key)).toEqual([goal.key, yellow.key]);
  });

  it('ignores events it has already seen: no new version, nothing published', async () => {
    const m = matchEvents('m2', { kickoffAt: server.clock.now });
    const events = [
      m.upsert,
      m.state(FootballStatus.firstHalf, server.clock.now),
      m.incident(IncidentType.corner, 'home', 60),
    ];
    await server.ingest.ingest(events);
    const before = await matchRow('m2');
    await settle();
    published.length = 0;
    const report = await server.ingest.ingest(events);
    await settle();
    expect(report.changed).toBe(0);
    expect(published).toHaveLength(0);
    const after = await matchRow('m2');
    expect(after.version).toBe(before.version);
    expect(after.home_corners).toBe(1);
  });

  it('handles a goal that is ruled out: the score goes down and the card counts stay right', async () => {
    const m = matchEvents('m3', { kickoffAt: server.clock.now });
    const goal = m.incident(IncidentType.goal, 'away', 100, { score: [0, 1] });
    await server.ingest.ingest([m.upsert, goal, m.score([0, 1]), m.incident(IncidentType.red, 'home', 200)]);
    await settle();
    published.length = 0;
    await server.ingest.ingest([
      m.incident(IncidentType.goal, 'away', 100, { key: goal.key, score: [0, 1], cancelled: true }),
      m.score([0, 0]),
    ]);
    await settle();
    const row = await matchRow('m3');
    expect(row).toMatchObject({ home_score: 0, away_score: 0, home_red: 1 });
    const incident = await server.database.db
      .selectFrom('incidents')
      .select('cancelled')
      .where('incident_key', '=', goal.key)
      .executeTakeFirstOrThrow();
    expect(incident.cancelled).toBe(1);
    expect(published[0]?.diff.fields.score).toEqual([0, 0]);
    expect(published[0]?.diff.incidents[0]?.cancelled).toBe(true);
  });

  it('drops events of a match it has never seen and says so', async () => {
    const m = matchEvents('never', { kickoffAt: server.clock.now });
    const report = await server.ingest.ingest([m.score([2, 2])]);
    expect(report.unknownMatches).toEqual([m.ref]);
  });

  it('refuses an event of a kind it does not know instead of filing it as odds, and stores nothing of its match', async () => {
    const m = matchEvents('odd-kind', { kickoffAt: server.clock.now });
    const stray = { ...m.score([1, 0]), kind: 'penaltyShootout' } as unknown as FeedEvent;
    await expect(server.ingest.ingest([m.upsert, stray])).rejects.toThrow(/unknown feed event kind: penaltyShootout/);
    const rows = await server.database.db
      .selectFrom('matches')
      .select('id')
      .where('provider_match_id', '=', 'odd-kind')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('numbers each sport stream without gaps', async () => {
    await settle();
    published.length = 0;
    for (let i = 0; i < 3; i++) {
      const m = matchEvents(`seq${i}`, { kickoffAt: server.clock.now });
      await server.ingest.ingest([m.upsert]);
    }
    await settle();
    const seqs = published.map((p) => p.seq);
    expect(seqs).toHaveLength(3);
    expect(seqs[1]).toBe(seqs[0]! + 1);
    expect(seqs[2]).toBe(seqs[0]! + 2);
    expect(new Set(published.map((p) => p.epoch)).size).toBe(1);
  });
});
