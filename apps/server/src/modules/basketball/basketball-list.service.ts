import { liveChannel } from '@kanqiu/contract';
import type { BasketballList, FilterData } from '@kanqiu/contract';
import {
  BasketballListType,
  basketballListGroup,
  isBasketballLive,
  isInLiveTab,
  matchDayOf,
  matchDayRange,
  matchDayStart,
  normaliseBasketballListType,
  parseFilterIds,
  shiftMatchDay,
  type ListGroup,
} from '@kanqiu/domain';
import { type StreamPositions } from '../../realtime/live-channels';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { ReadCache } from '../../platform/cache/read-cache';
import {
  type FollowService,
  followedAmong,
  followedOrder,
  latestResults,
  leagueFilter,
  listRows,
  withFollowStars,
  type StreamPosition,
} from '../match';
import type { KickoffRange } from '../../platform/db/match-rows';
import type { OddsServices } from '../odds';
import { findLiveRows, findRowsByIds, findRowsKickingOff, type BasketballRow } from './basketball.repository';
import { toBasketballItem, type MainLines } from './basketball-row';

const ListType = BasketballListType;

/** The company whose lines a list row shows. */
const LIST_LINES_COMPANY = 1;
const WEEK = 7;

type Selection = { rows: BasketballRow[]; date: string | null; dates: string[] };
type Caller = { userId: number | null; followedIds: ReadonlySet<number>; position: StreamPosition };

export type BasketballListRequest = { type: number; date?: string | undefined; filterId?: string | undefined };

const dayRange = (day: string): KickoffRange => ({
  from: matchDayStart(day),
  to: matchDayStart(shiftMatchDay(day, 1)),
});

const inGroup = (group: ListGroup) => (row: BasketballRow) => basketballListGroup(row.state) === group;

function mainLines(lines: Awaited<ReturnType<OddsServices['mainLines']>>): Map<number, MainLines> {
  const byMatch = new Map<number, MainLines>();
  for (const line of lines) {
    const current = byMatch.get(line.match_id) ?? { handicap: null, total: null };
    if (line.market === 'asia') current.handicap = line.middle_value;
    else current.total = line.middle_value;
    byMatch.set(line.match_id, current);
  }
  return byMatch;
}

export function createBasketballListService(deps: {
  db: Db;
  clock: Clock;
  positions: StreamPositions;
  follows: FollowService;
  clockRate: number;
  cache: ReadCache;
  /** The odds module's lines of the list's matches. */
  oddsLines: OddsServices['mainLines'];
}) {
  const { db, clock, positions, follows } = deps;
  const rowsAt = listRows(deps.cache, 'basketball');

  const liveRows = (at: StreamPosition) => rowsAt(at, 'live', () => findLiveRows(db));
  const rowsKickingOff = (at: StreamPosition, range: KickoffRange) =>
    rowsAt(at, `kickoff:${range.from}:${range.to}`, () => findRowsKickingOff(db, range));

  async function caller(userId: number | null): Promise<Caller> {
    // Read before the query: a diff numbered after this position may not be in the snapshot, so the client applies it.
    const position = await positions.position(liveChannel('basketball'));
    return { userId, followedIds: await follows.followedIds(userId), position };
  }

  async function liveTab(today: string, at: StreamPosition): Promise<Selection> {
    const [live, kickingOff] = await Promise.all([liveRows(at), rowsKickingOff(at, dayRange(today))]);
    const candidates = [...live, ...kickingOff.filter((row) => !isBasketballLive(row.state))];
    const rows = candidates.filter((row) =>
      isInLiveTab(basketballListGroup(row.state), matchDayOf(row.kickoff_at) === today),
    );
    return { rows, date: today, dates: [today] };
  }

  async function dayList(day: string, dates: string[], group: 'upcoming' | 'result', at: StreamPosition) {
    const rows = (await rowsKickingOff(at, dayRange(day))).filter(inGroup(group));
    return { rows: group === 'result' ? rows.reverse() : rows, date: day, dates };
  }

  async function followed({ userId, followedIds }: Caller): Promise<Selection> {
    if (userId === null) fail('noToken');
    return {
      rows: followedOrder(await findRowsByIds(db, [...followedIds]), basketballListGroup),
      date: null,
      dates: [],
    };
  }

  function select(type: number, date: string | undefined, who: Caller): Promise<Selection> {
    const today = matchDayOf(clock());
    switch (type) {
      case ListType.fixtures:
        return dayList(date ?? today, matchDayRange(today, 0, WEEK), 'upcoming', who.position);
      case ListType.results: {
        const resultsOf = (day: string) => dayList(day, matchDayRange(today, 1 - WEEK, WEEK), 'result', who.position);
        return date ? resultsOf(date) : latestResults(today, resultsOf);
      }
      case ListType.followed:
        return followed(who);
      default:
        return liveTab(today, who.position);
    }
  }

  async function linesOf(rows: readonly BasketballRow[], at: StreamPosition) {
    const ids = rows.map((row) => row.id);
    return rowsAt(at, `lines:${ids.join(',')}`, async () => mainLines(await deps.oddsLines(ids, LIST_LINES_COMPANY)));
  }

  return {
    async list(request: BasketballListRequest, userId: number | null): Promise<BasketballList> {
      const type = normaliseBasketballListType(request.type);
      const who = await caller(userId);
      const selection = await select(type, request.date, who);
      const lines = await linesOf(selection.rows, who.position);
      const now = clock();
      const ids = parseFilterIds(request.filterId);
      const filter = ids && new Set(ids);
      const scoreList = selection.rows.map((row) =>
        toBasketballItem(row, { now, filter, followed: who.followedIds, lines }),
      );
      const count = (group: ListGroup) => selection.rows.filter(inGroup(group)).length;
      return {
        scoreList,
        selectDate: selection.date,
        dates: selection.dates,
        result: { live: count('live'), upcoming: count('upcoming'), finished: count('result') },
        filterId: ids ? (request.filterId ?? '') : '',
        filterType: ids ? 1 : 0,
        type,
        allCount: scoreList.length,
        hideCount: scoreList.filter((item) => item.isShow === 0).length,
        serverTime: now,
        clockRate: deps.clockRate,
        epoch: who.position.epoch,
        seq: who.position.seq,
      };
    },

    /** A list as a signed-in fan sees it: the shared list with their followed games starred. */
    async withFollows(list: BasketballList, userId: number): Promise<BasketballList> {
      const starred = withFollowStars(list.scoreList, await follows.followedIds(userId));
      return starred ? { ...list, scoreList: starred } : list;
    },

    /** What of the fan a list shows: the followed games among its own. */
    async followKey(list: BasketballList, userId: number): Promise<string> {
      return followedAmong(list.scoreList, await follows.followedIds(userId));
    },

    /** The league filter of the list `type`/`date` would return. */
    async filter(request: BasketballListRequest, userId: number | null): Promise<FilterData> {
      const type = normaliseBasketballListType(request.type);
      const { rows } = await select(type, request.date, await caller(userId));
      return leagueFilter(rows, request.filterId);
    },
  };
}

export type BasketballListService = ReturnType<typeof createBasketballListService>;
