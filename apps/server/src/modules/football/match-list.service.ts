import {
  type FilterData,
  type FootballList,
  type LotteryOverview,
  type LotterySpView,
  liveChannel,
} from '@kanqiu/contract';
import {
  FootballListType,
  footballListGroup,
  isFootballLive,
  isInLiveTab,
  lotteryDayOf,
  lotteryDayWindow,
  matchDayOf,
  matchDayRange,
  matchDayStart,
  parseFilterIds,
  shiftMatchDay,
  type ListGroup,
} from '@kanqiu/domain';
import { type StreamPositions } from '../../realtime/live-channels';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ReadCache } from '../../platform/cache/read-cache';
import { fail } from '../../platform/http/app-error';
import type { FollowService } from '../match';
import type { OddsService } from '../odds';
import { lotteryKinds, lotteryList, lotteryNames, type LotteryKind } from './lottery';
import {
  findLiveRows,
  findRowsByIds,
  findRowsKickingOff,
  type KickoffRange,
  type ListRow,
} from './match-list.repository';
import { toListItem } from './match-row';
import {
  followedAmong,
  followedOrder,
  latestResults,
  leagueFilter,
  listRows,
  withFollowStars,
  type StreamPosition,
} from '../match';

/** The rows a list shows, in order, with the day it is for and the days a client can pick. */
type Selection = {
  rows: ListRow[];
  date: string | null;
  dates: string[];
  lotteryNumbers?: ReadonlyMap<number, string>;
  lotteryPrices?: ReadonlyMap<number, LotterySpView>;
};

/** Who asks, and the stream position read before any query. */
type Caller = { userId: number | null; followedIds: ReadonlySet<number>; position: StreamPosition };

export type ListRequest = { type: number; date?: string | undefined; filterId?: string | undefined };

const WEEK = 7;
const LOTTERY_DAYS = { offset: -1, count: 3 };

const dayRange = (day: string): KickoffRange => ({
  from: matchDayStart(day),
  to: matchDayStart(shiftMatchDay(day, 1)),
});

const inGroup = (group: ListGroup) => (row: ListRow) => footballListGroup(row.state) === group;

export function createMatchListService(deps: {
  db: Db;
  clock: Clock;
  positions: StreamPositions;
  follows: FollowService;
  lotteryPrices: OddsService['lotteryPrices'];
  cache: ReadCache;
  /** FEED_SPEED: how fast `clock` runs against real time. */
  clockRate?: number;
}) {
  const { db, clock, positions, follows, cache } = deps;
  const clockRate = deps.clockRate ?? 1;

  const rowsAt = listRows(cache, 'football');
  const liveRows = (at: StreamPosition) => rowsAt(at, 'live', () => findLiveRows(db));
  const rowsKickingOff = (at: StreamPosition, range: KickoffRange) =>
    rowsAt(at, `kickoff:${range.from}:${range.to}`, () => findRowsKickingOff(db, range));

  async function caller(userId: number | null): Promise<Caller> {
    // Read before the query: a diff numbered after this position may not be in the snapshot, so the client applies it.
    const position = await positions.position(liveChannel('football'));
    return { userId, followedIds: await follows.followedIds(userId), position };
  }

  // Two indexed queries: live matches of any day, then today's kick-offs (one OR query would scan every match).
  async function liveTab(today: string, at: StreamPosition): Promise<Selection> {
    const [live, kickingOff] = await Promise.all([liveRows(at), rowsKickingOff(at, dayRange(today))]);
    const candidates = [...live, ...kickingOff.filter((row) => !isFootballLive(row.state))];
    const rows = candidates.filter((row) =>
      isInLiveTab(footballListGroup(row.state), matchDayOf(row.kickoff_at) === today),
    );
    return { rows, date: today, dates: [today] };
  }

  async function dayList(
    day: string,
    dates: string[],
    group: 'upcoming' | 'result',
    at: StreamPosition,
  ): Promise<Selection> {
    const rows = (await rowsKickingOff(at, dayRange(day))).filter(inGroup(group));
    return { rows: group === 'result' ? rows.reverse() : rows, date: day, dates };
  }

  async function followed({ userId, followedIds }: Caller): Promise<Selection> {
    if (userId === null) fail('noToken');
    return { rows: followedOrder(await findRowsByIds(db, [...followedIds]), footballListGroup), date: null, dates: [] };
  }

  async function lottery(kind: LotteryKind, date: string | undefined, at: StreamPosition): Promise<Selection> {
    const current = lotteryDayOf(clock());
    const day = date ?? current;
    const { rows, numbers } = lotteryList(kind, day, await rowsKickingOff(at, lotteryDayWindow(day)));
    return {
      rows,
      date: day,
      dates: matchDayRange(current, LOTTERY_DAYS.offset, LOTTERY_DAYS.count),
      lotteryNumbers: numbers,
      lotteryPrices: await deps.lotteryPrices(
        kind,
        rows.map((row) => row.id),
      ),
    };
  }

  function select(request: ListRequest, who: Caller): Promise<Selection> {
    const today = matchDayOf(clock());
    const at = who.position;
    switch (request.type) {
      case FootballListType.fixtures:
        return dayList(request.date ?? today, matchDayRange(today, 0, WEEK), 'upcoming', at);
      case FootballListType.results: {
        const resultsOf = (day: string) => dayList(day, matchDayRange(today, 1 - WEEK, WEEK), 'result', at);
        return request.date ? resultsOf(request.date) : latestResults(today, resultsOf);
      }
      case FootballListType.followed:
        return followed(who);
      case FootballListType.jczq:
        return lottery('jczq', request.date, at);
      case FootballListType.bjdc:
        return lottery('bjdc', request.date, at);
      default:
        return liveTab(today, at);
    }
  }

  async function liveView(who: Caller, filterId: string | undefined): Promise<FootballList> {
    const rows = (await liveRows(who.position)).filter((row) => isFootballLive(row.state));
    return respond(who, { rows, date: null, dates: [matchDayOf(clock())] }, filterId);
  }

  function respond(who: Caller, selection: Selection, filterId: string | undefined): FootballList {
    const now = clock();
    const ids = parseFilterIds(filterId);
    const filter = ids && new Set(ids);
    const list = selection.rows.map((row) =>
      toListItem(row, {
        now,
        filter,
        followed: who.followedIds,
        lotteryNo: selection.lotteryNumbers?.get(row.id) ?? null,
        sp: selection.lotteryPrices?.get(row.id) ?? null,
      }),
    );
    return {
      list,
      date: selection.date,
      dates: selection.dates,
      allCount: list.length,
      hideCount: list.filter((item) => item.isShow === 0).length,
      serverTime: now,
      clockRate,
      epoch: who.position.epoch,
      seq: who.position.seq,
    };
  }

  return {
    /** The live view: matches in states 2–7, by kick-off. */
    async live(filterId: string | undefined, userId: number | null): Promise<FootballList> {
      return liveView(await caller(userId), filterId);
    },

    /** A list as a signed-in fan sees it: the shared list with their followed matches starred. */
    async withFollows(list: FootballList, userId: number): Promise<FootballList> {
      const starred = withFollowStars(list.list, await follows.followedIds(userId));
      return starred ? { ...list, list: starred } : list;
    },

    /** What of the fan a list shows: the followed matches among its own. */
    async followKey(list: FootballList, userId: number): Promise<string> {
      return followedAmong(list.list, await follows.followedIds(userId));
    },

    async list(request: ListRequest, userId: number | null): Promise<FootballList> {
      const who = await caller(userId);
      return respond(who, await select(request, who), request.filterId);
    },

    async lotteryList(
      kind: LotteryKind,
      request: Omit<ListRequest, 'type'>,
      userId: number | null,
    ): Promise<FootballList> {
      const who = await caller(userId);
      return respond(who, await lottery(kind, request.date, who.position), request.filterId);
    },

    async lotteryOverview(date: string | undefined): Promise<LotteryOverview> {
      const current = lotteryDayOf(clock());
      const day = date ?? current;
      const window = lotteryDayWindow(day);
      const rows = await rowsKickingOff(await positions.position(liveChannel('football')), window);
      return {
        date: day,
        dates: matchDayRange(current, LOTTERY_DAYS.offset, LOTTERY_DAYS.count),
        ...window,
        lists: lotteryKinds.map((kind) => ({
          kind,
          name: lotteryNames[kind],
          count: lotteryList(kind, day, rows).rows.length,
        })),
      };
    },

    /** The league filter: competitions of the list `type`/`date` would return, grouped by initial letter. */
    async filter(request: ListRequest, userId: number | null): Promise<FilterData> {
      const { rows } = await select(request, await caller(userId));
      return leagueFilter(rows, request.filterId);
    },
  };
}

export type MatchListService = ReturnType<typeof createMatchListService>;
