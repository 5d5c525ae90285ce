import { basketballList, footballList, type BasketballList, type FootballList } from '@kanqiu/contract';
import { isBasketballLive, nextKickoff, type KickoffCandidate } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { getSession, type RequestSession } from '../../lib/session.server';

/** The next match to kick off when nothing is live: where it is, its teams, its kick-off (epoch seconds). */
export type NextMatch = { sport: KickoffCandidate['sport']; id: number; ot: number; title: string; league: string };

export type LiveNowData = {
  football: FootballList | null;
  basketball: BasketballList | null;
  error: string | null;
  /** Only read when no match of either sport is live. */
  next: NextMatch | null;
};

type Row = { id: number; s: number; ot: number; homeName: string; awayName: string; leagueName: string };

const candidates = (sport: KickoffCandidate['sport'], rows: readonly Row[]) => rows.map((row) => ({ ...row, sport }));

/** Today's and the next days' fixtures of both sports, read only for the empty state. */
async function loadNext(api: RequestSession['api'], basketballToday: BasketballList | null): Promise<NextMatch | null> {
  const [footballToday, footballLater, basketballLater] = await Promise.all([
    api.get('/live/football/match', footballList, { type: 0 }),
    api.get('/live/football/match', footballList, { type: 1 }),
    api.get('/live/basketball/match', basketballList, { type: 1 }),
  ]);
  const matches = [
    ...candidates('football', footballToday.ok ? footballToday.data.list : []),
    ...candidates('football', footballLater.ok ? footballLater.data.list : []),
    ...candidates('basketball', basketballToday?.scoreList ?? []),
    ...candidates('basketball', basketballLater.ok ? basketballLater.data.scoreList : []),
  ];
  const now = footballToday.ok ? footballToday.data.serverTime : Math.floor(Date.now() / 1000);
  const next = nextKickoff(matches, now);
  if (!next) return null;
  // Basketball lists the away side first (as Chinese basketball apps do).
  const title =
    next.sport === 'football' ? `${next.homeName} vs ${next.awayName}` : `${next.awayName} vs ${next.homeName}`;
  return { sport: next.sport, id: next.id, ot: next.ot, title, league: next.leagueName };
}

/**
 * /live: every match in play now, football (states 2–7, GET /live/football/v1_1/live) and basketball (the in-play
 * rows of its 即时 list); the same for every viewer, whose stars come with the root.
 */
export async function loadLiveNow(args: { context: Readonly<RouterContextProvider> }): Promise<LiveNowData> {
  const { api } = getSession(args.context);
  const [football, basketball] = await Promise.all([
    api.get('/live/football/v1_1/live', footballList),
    api.get('/live/basketball/match', basketballList, { type: 0 }),
  ]);
  const failed = [football, basketball].find((result) => !result.ok);
  const footballData = football.ok ? football.data : null;
  const basketballData = basketball.ok ? basketball.data : null;
  const nothingLive =
    footballData?.list.length === 0 && !basketballData?.scoreList.some((row) => isBasketballLive(row.s));
  return {
    football: footballData,
    basketball: basketballData,
    error: failed && !failed.ok ? failed.msg : null,
    next: nothingLive ? await loadNext(api, basketballData) : null,
  };
}
