import { FootballStatus } from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
import { matchIdOf } from '../support/football-fixtures';
import type { TestServer } from '../support/test-server';

let counter = 0;

/**
 * A pushed Premier League match (a hot competition) with 1X2, handicap and totals prices from company 1, and
 * 竞彩 让球胜平负 at −1 (the home side gives one): 3.7 / 3.5 / 1.7.
 */
export async function pricedMatch(server: TestServer, kickoffAt: number) {
  const m = matchEvents(`activity-${Date.now()}-${++counter}`, { provider: 'activity', kickoffAt });
  const at = server.clock.now - 600;
  await server.ingest.ingest([
    m.upsert,
    m.odds(1, 'euro', 'pre', [2.1, 3.4, 3.3], at),
    m.odds(1, 'asia', 'pre', [0.9, 0.25, 0.96], at),
    m.odds(1, 'total', 'pre', [0.88, 2.5, 0.98], at),
    { ...m.odds(100, 'jcRq', 'pre', [3.7, 3.5, 1.7], at), handicap: -1 },
  ]);
  return { events: m, id: await matchIdOf(server, m) };
}

export type PricedMatch = Awaited<ReturnType<typeof pricedMatch>>;

/** Plays the match to full time with the given score. */
export async function finish(server: TestServer, match: PricedMatch, score: [number, number]) {
  await server.ingest.ingest([match.events.score(score), match.events.state(FootballStatus.finished)]);
}
