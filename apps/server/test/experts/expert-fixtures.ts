import { FootballStatus } from '@kanqiu/domain';
import { matchEvents, Team, type MatchEvents } from '@kanqiu/test-factories';
import pino from 'pino';
import { ODDS_COMPANIES } from '../../src/feed/odds/companies';
import { createSimulatedDesk } from '../../src/modules/experts/simulated-experts';
import { createTipsService } from '../../src/modules/experts/tips.service';
import { createLedger } from '../../src/modules/wallet/ledger.service';
import { matchIdOf, seedFootballReference } from '../support/football-fixtures';
import type { Backend, TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const firstCompany = ODDS_COMPANIES.toSorted((a, b) => a.sort - b.sort || a.id - b.id)[0]!.id;

let matchCounter = 0;

/**
 * The pre-match lines every pushed match carries: 亚盘 home gives 0.75, 大小 2.25, 欧赔 2.1 / 3.3 / 3.4, and
 * 竞彩 (company 100) 胜平负 1.86 / 3.2 / 3.55 and 让球 −1 at 3.6 / 3.45 / 1.72.
 */
export const QUOTES = {
  asia: [0.92, 0.75, 0.98],
  total: [0.95, 2.25, 0.9],
  euro: [2.1, 3.3, 3.4],
  jcSpf: [1.86, 3.2, 3.55],
  jcRq: [3.6, 3.45, 1.72],
} as const;
const JCZQ = 100;

export type PushedMatch = { id: number; events: MatchEvents; kickoffAt: number };

/** A football match of our own, kicking off `minutes` from the server's now, with its pre-match lines. */
export async function pushMatch(server: TestServer, minutes: number): Promise<PushedMatch> {
  matchCounter += 1;
  const kickoffAt = server.clock.now + minutes * 60;
  const events = matchEvents(`experts-${process.pid}-${matchCounter}`, {
    provider: 'fixture',
    kickoffAt,
    homeTeamId: Team.arsenal,
    awayTeamId: Team.chelsea,
  });
  const quotedAt = Math.min(server.clock.now, kickoffAt) - 2 * 3600;
  await server.ingest.ingest([
    events.upsert,
    ...(['asia', 'total', 'euro'] as const).map((market) =>
      events.odds(firstCompany, market, 'pre', [...QUOTES[market]], quotedAt),
    ),
    events.odds(JCZQ, 'jcSpf', 'pre', [...QUOTES.jcSpf], quotedAt),
    { ...events.odds(JCZQ, 'jcRq', 'pre', [...QUOTES.jcRq], quotedAt), handicap: -1 },
  ]);
  return { id: await matchIdOf(server, events), events, kickoffAt };
}

/** The match over at `score` (or postponed), with the server's clock past its kick-off. */
export async function endMatch(server: TestServer, match: PushedMatch, score: [number, number] | 'postponed') {
  server.clock.now = Math.max(server.clock.now, match.kickoffAt + 2 * 3600);
  if (score === 'postponed') {
    await server.ingest.ingest([match.events.state(FootballStatus.postponed)]);
    return;
  }
  await server.ingest.ingest([match.events.state(FootballStatus.finished), match.events.score(score)]);
}

export const ANALYSIS =
  '主队近五场主场四胜一平，进攻端边路推进效率很高；客队连续客场作战体能下滑，后防线两名主力伤缺，本场主队有望拿下比赛。';

/** One round of the 模拟专家 on the test server's clocks, as their timer runs it. */
export async function simulatedRound(server: TestServer): Promise<void> {
  const clock = () => server.clock.now;
  const db = server.database.db;
  const wallet = createLedger(db, clock);
  // Followers' notices are the server's own tips service's concern (experts-notices.test.ts); the server's
  // reads are told of what the round publishes.
  const tips = createTipsService({
    db,
    clock,
    sportsClock: clock,
    wallet,
    cache: server.readCache,
    announce: () => undefined,
  });
  await createSimulatedDesk({ db, clock, sportsClock: clock, tips, logger: pino({ level: 'silent' }) }).publishRound();
}

/** The describe block's server, and the same server with the football reference data seeded once, on first use. */
export function useExpertsServer(backend: Backend) {
  const server = useTestServer(backend);
  let seeded = false;
  const ready = async (): Promise<TestServer> => {
    if (!seeded) await seedFootballReference(server());
    seeded = true;
    return server();
  };
  return { server, ready };
}
