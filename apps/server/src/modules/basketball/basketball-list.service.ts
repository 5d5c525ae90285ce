import type { BasketballList, FilterData } from '@kanqiu/contract';
import {
  BasketballListType,
  basketballListGroup,
  isBasketballLive,
  normaliseBasketballListType,
  parseFilterIds,
  type ListGroup,
} from '@kanqiu/domain';
import { type StreamPositions } from '../../realtime/live-channels';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ReadCache } from '../../platform/cache/read-cache';
import {
  type Caller,
  type FollowService,
  followedAmong,
  leagueFilter,
  listSelections,
  withFollowStars,
  type ListKind,
  type StreamPosition,
} from '../match';
import type { OddsServices } from '../odds';
import { listRowsOf, type BasketballRow } from './basketball.repository';
import { toBasketballItem, type MainLines } from './basketball-row';

/** The company whose lines a list row shows. */
const LIST_LINES_COMPANY = 1;

const kinds: Record<number, ListKind> = {
  [BasketballListType.fixtures]: 'fixtures',
  [BasketballListType.results]: 'results',
  [BasketballListType.followed]: 'followed',
};

export type BasketballListRequest = { type: number; date?: string | undefined; filterId?: string | undefined };

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
  const { db, clock, follows } = deps;
  const lists = listSelections<BasketballRow>({
    ...deps,
    sport: 'basketball',
    groupOf: basketballListGroup,
    isLive: isBasketballLive,
    find: listRowsOf(db),
  });
  const select = (type: number, date: string | undefined, who: Caller) =>
    lists.select(kinds[type] ?? 'live', date, who);

  async function linesOf(rows: readonly BasketballRow[], at: StreamPosition) {
    const ids = rows.map((row) => row.id);
    return lists.rowsAt(at, `lines:${ids.join(',')}`, async () =>
      mainLines(await deps.oddsLines(ids, LIST_LINES_COMPANY)),
    );
  }

  return {
    async list(request: BasketballListRequest, userId: number | null): Promise<BasketballList> {
      const type = normaliseBasketballListType(request.type);
      const who = await lists.caller(userId);
      const selection = await select(type, request.date, who);
      const lines = await linesOf(selection.rows, who.position);
      const now = clock();
      const ids = parseFilterIds(request.filterId);
      const filter = ids && new Set(ids);
      const scoreList = selection.rows.map((row) =>
        toBasketballItem(row, { now, filter, followed: who.followedIds, lines }),
      );
      const count = (group: ListGroup) => selection.rows.filter(lists.inGroup(group)).length;
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
      const { rows } = await select(type, request.date, await lists.caller(userId));
      return leagueFilter(rows, request.filterId);
    },
  };
}

export type BasketballListService = ReturnType<typeof createBasketballListService>;
