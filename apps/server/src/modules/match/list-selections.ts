import { liveChannel } from '@kanqiu/contract';
import {
  isInLiveTab,
  matchDayOf,
  matchDayRange,
  matchDayStart,
  shiftMatchDay,
  type ListGroup,
  type StreamPosition,
} from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { KickoffRange } from '../../platform/db/match-rows';
import { fail } from '../../platform/http/app-error';
import type { StreamPositions } from '../../realtime/live-channels';
import type { FollowService } from './follow.service';
import { followedOrder } from './followed-order';
import { listRows, type Sport } from './list-rows';
import { latestResults } from './results-day';

const WEEK = 7;

/** The lists every sport has (types 0–3 of the spec): 即时, 赛程, 赛果 and 关注. */
export type ListKind = 'live' | 'fixtures' | 'results' | 'followed';

/** The rows a list shows, in order, with the day it is for and the days a client can pick. */
export type Selection<Row> = { rows: Row[]; date: string | null; dates: string[] };

/** Who asks, and the stream position read before any query. */
export type Caller = { userId: number | null; followedIds: ReadonlySet<number>; position: StreamPosition };

type ListedRow = { id: number; state: number; kickoff_at: number };

const dayRange = (day: string): KickoffRange => ({
  from: matchDayStart(day),
  to: matchDayStart(shiftMatchDay(day, 1)),
});

/**
 * A sport's list selections, every query read through the list cache at the caller's stream position: the live
 * tab, a day's fixtures or results, and the fan's followed matches.
 */
export function listSelections<Row extends ListedRow>(deps: {
  sport: Sport;
  clock: Clock;
  cache: ReadCache;
  positions: StreamPositions;
  follows: FollowService;
  groupOf: (state: number) => ListGroup | null;
  isLive: (state: number) => boolean;
  find: {
    live(): Promise<Row[]>;
    kickingOff(range: KickoffRange): Promise<Row[]>;
    byIds(ids: readonly number[]): Promise<Row[]>;
  };
}) {
  const { sport, clock, groupOf, find } = deps;
  const rowsAt = listRows(deps.cache, sport);
  const liveRows = (at: StreamPosition) => rowsAt(at, 'live', find.live);
  const rowsKickingOff = (at: StreamPosition, range: KickoffRange) =>
    rowsAt(at, `kickoff:${range.from}:${range.to}`, () => find.kickingOff(range));
  const inGroup = (group: ListGroup) => (row: Row) => groupOf(row.state) === group;

  async function caller(userId: number | null): Promise<Caller> {
    // Read before the query: a diff numbered after this position may not be in the snapshot, so the client applies it.
    const position = await deps.positions.position(liveChannel(sport));
    return { userId, followedIds: await deps.follows.followedIds(userId), position };
  }

  // Two indexed queries: live matches of any day, then today's kick-offs (one OR query would scan every match).
  async function liveTab(today: string, at: StreamPosition): Promise<Selection<Row>> {
    const [live, kickingOff] = await Promise.all([liveRows(at), rowsKickingOff(at, dayRange(today))]);
    const candidates = [...live, ...kickingOff.filter((row) => !deps.isLive(row.state))];
    const rows = candidates.filter((row) => isInLiveTab(groupOf(row.state), matchDayOf(row.kickoff_at) === today));
    return { rows, date: today, dates: [today] };
  }

  async function dayList(day: string, dates: string[], group: 'upcoming' | 'result', at: StreamPosition) {
    const rows = (await rowsKickingOff(at, dayRange(day))).filter(inGroup(group));
    return { rows: group === 'result' ? rows.reverse() : rows, date: day, dates };
  }

  async function followed({ userId, followedIds }: Caller): Promise<Selection<Row>> {
    if (userId === null) fail('noToken');
    return { rows: followedOrder(await find.byIds([...followedIds]), groupOf), date: null, dates: [] };
  }

  function select(kind: ListKind, date: string | undefined, who: Caller): Promise<Selection<Row>> {
    const today = matchDayOf(clock());
    switch (kind) {
      case 'fixtures':
        return dayList(date ?? today, matchDayRange(today, 0, WEEK), 'upcoming', who.position);
      case 'results': {
        const resultsOf = (day: string) => dayList(day, matchDayRange(today, 1 - WEEK, WEEK), 'result', who.position);
        return date ? resultsOf(date) : latestResults(today, resultsOf);
      }
      case 'followed':
        return followed(who);
      default:
        return liveTab(today, who.position);
    }
  }

  return { rowsAt, liveRows, rowsKickingOff, inGroup, caller, select };
}
