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
  lotteryDayOf,
  lotteryDayWindow,
  matchDayOf,
  matchDayRange,
  parseFilterIds,
} from '@kanqiu/domain';
import { type StreamPositions } from '../../realtime/live-channels';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { OddsService } from '../odds';
import { lotteryKinds, lotteryList, lotteryNames, type LotteryKind } from './lottery';
import { listRowsOf, type ListRow } from './match-list.repository';
import { toListItem } from './match-row';
import {
  followedAmong,
  leagueFilter,
  listSelections,
  withFollowStars,
  type Caller,
  type FollowService,
  type ListKind,
  type Selection as ListSelection,
  type StreamPosition,
} from '../match';

/** The rows a list shows, in order, with the day it is for and the days a client can pick. */
type Selection = ListSelection<ListRow> & {
  lotteryNumbers?: ReadonlyMap<number, string>;
  lotteryPrices?: ReadonlyMap<number, LotterySpView>;
};

export type ListRequest = { type: number; date?: string | undefined; filterId?: string | undefined };

const LOTTERY_DAYS = { offset: -1, count: 3 };

const kinds: Record<number, ListKind> = {
  [FootballListType.fixtures]: 'fixtures',
  [FootballListType.results]: 'results',
  [FootballListType.followed]: 'followed',
};

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
  const { db, clock, positions, follows } = deps;
  const clockRate = deps.clockRate ?? 1;

  const lists = listSelections<ListRow>({
    ...deps,
    sport: 'football',
    groupOf: footballListGroup,
    isLive: isFootballLive,
    find: listRowsOf(db),
  });
  const { liveRows, rowsKickingOff, caller } = lists;

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
    switch (request.type) {
      case FootballListType.jczq:
        return lottery('jczq', request.date, who.position);
      case FootballListType.bjdc:
        return lottery('bjdc', request.date, who.position);
      default:
        return lists.select(kinds[request.type] ?? 'live', request.date, who);
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
