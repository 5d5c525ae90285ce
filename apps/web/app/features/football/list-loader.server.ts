import { filterData, footballList } from '@kanqiu/contract';
import { Code, isMatchDay } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { getSession } from '../../lib/session.server';
import { readFilterCookie } from '../live';
import type { FootballListData, FootballListKind } from './list-data';

const endpoints: Record<4 | 5, string> = { 4: '/live/football/jczq', 5: '/live/football/bjdc' };

const REPLAY_NOTE = '真实比赛按今日赛程回放，比分与事件按真实分钟播出';
const SP_NOTE: Readonly<Record<number, string>> = {
  4: '真实比赛回放；竞彩 SP 由赔率模型生成（返奖率 89%），仅供参考，看球直播不提供购彩服务',
  5: '真实比赛回放；北单 SP 由赔率模型生成，为参考值（实际赛后按奖池确定，按 65% 返奖），看球直播不提供购彩服务',
};

export async function loadFootballList(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  kind: FootballListKind;
}): Promise<FootballListData> {
  const { kind } = args;
  const session = getSession(args.context);
  const url = new URL(args.request.url);
  const dateParam = url.searchParams.get('date') ?? undefined;
  const date = dateParam && isMatchDay(dateParam) ? dateParam : undefined;
  const filterId = readFilterCookie('football', args.request.headers.get('cookie')) ?? '';
  const sourceNote = (kind !== 'hot' && SP_NOTE[kind]) || REPLAY_NOTE;
  const base = { kind, filterId, needLogin: false, sourceNote };

  if (kind === 'hot') {
    // 热门: the live-and-today list of the hot competitions (the filter's 热门), live first.
    const [list, filters] = await Promise.all([
      session.api.get('/live/football/match', footballList, { type: 0 }),
      session.api.get('/live/football/filter', filterData, { type: 0 }),
    ]);
    if (!list.ok) return { ...base, list: null, error: list.msg };
    const hot = new Set(
      filters.ok
        ? filters.data.list.flatMap((group) => group.countList.filter((c) => c.hot).map((c) => c.leagueId))
        : [],
    );
    const rows = hot.size > 0 ? list.data.list.filter((row) => hot.has(row.li)) : list.data.list;
    return { ...base, list: { ...list.data, list: rows, allCount: rows.length, hideCount: 0 }, error: null };
  }

  if (kind === 3 && !session.hasToken) return { ...base, list: null, error: null, needLogin: true };
  const query = { date, filterId: filterId || undefined };
  const result =
    kind === 4 || kind === 5
      ? await session.api.get(endpoints[kind], footballList, query)
      : await session.api.get('/live/football/match', footballList, { ...query, type: kind });
  if (!result.ok) {
    if (result.code === Code.noToken) return { ...base, list: null, error: null, needLogin: true };
    return { ...base, list: null, error: result.msg };
  }
  return { ...base, list: result.data, error: null };
}
