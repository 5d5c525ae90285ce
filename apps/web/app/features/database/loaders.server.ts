import {
  basketballCompetitionDetail,
  basketballPlayerDetail,
  basketballTeamDetail,
  competitionDetail,
  competitionGroupList,
  playerDetail,
  searchResult,
  teamColorTable,
  teamDetail,
  type TeamColorTable,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { data } from 'react-router';
import { getSession } from '../../lib/session.server';
import type {
  BasketballPageData,
  BasketballPlayerPageData,
  BasketballTeamPageData,
  CompetitionPageData,
  DatabaseHomeData,
  PlayerPageData,
  TeamPageData,
} from './data';
import { type LoaderArgs, notFound } from '../../lib/loader.server';

/** A query parameter that must be a positive integer id, else the page is a 404. */
function idParam(url: URL, name: string, required: true): number;
function idParam(url: URL, name: string, required: false): number | undefined;
function idParam(url: URL, name: string, required: boolean): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null && !required) return undefined;
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

function failed(result: { code: number; msg: string }): never {
  throw result.code === Code.notFound
    ? notFound()
    : data(result.msg, { status: result.code === Code.validationFailed ? 400 : 500 });
}

/** Every team's badge colours for the 资料库's shields; without them the shields take id-derived colours. */
export async function loadTeamColors({ context }: LoaderArgs): Promise<TeamColorTable> {
  const table = await getSession(context).api.get('/database/team-colors', teamColorTable);
  return table.ok ? table.data : { colors: {} };
}

export async function loadDatabaseHome({ request, context }: LoaderArgs): Promise<DatabaseHomeData> {
  const url = new URL(request.url);
  const sport = url.searchParams.get('sport') === 'basketball' ? 'basketball' : 'football';
  const keyword = (url.searchParams.get('q') ?? '').trim().slice(0, 30);
  const api = getSession(context).api;
  const [groups, results] = await Promise.all([
    api.get('/database/competitions', competitionGroupList, { sport }),
    keyword ? api.get('/database/search', searchResult, { keyword }) : null,
  ]);
  return {
    sport,
    keyword,
    groups: groups.ok ? groups.data.groups : [],
    results: results?.ok ? results.data : null,
    error: !groups.ok ? groups.msg : results && !results.ok ? results.msg : null,
  };
}

export async function loadCompetition({ request, context }: LoaderArgs): Promise<CompetitionPageData> {
  const url = new URL(request.url);
  const id = idParam(url, 'id', true);
  const season = url.searchParams.get('season');
  const result = await getSession(context).api.get(
    `/database/competition/${id}`,
    competitionDetail,
    season ? { season } : undefined,
  );
  if (!result.ok) failed(result);
  return { detail: result.data };
}

export async function loadTeam({ request, context }: LoaderArgs): Promise<TeamPageData> {
  const url = new URL(request.url);
  const id = idParam(url, 'id', true);
  const competition = idParam(url, 'competition', false);
  const result = await getSession(context).api.get(
    `/database/team/${id}`,
    teamDetail,
    competition === undefined ? undefined : { competition },
  );
  if (!result.ok) failed(result);
  return { detail: result.data };
}

export async function loadPlayer({ request, context }: LoaderArgs): Promise<PlayerPageData> {
  const id = idParam(new URL(request.url), 'id', true);
  const result = await getSession(context).api.get(`/database/player/${id}`, playerDetail);
  if (!result.ok) failed(result);
  return { detail: result.data };
}

export async function loadBasketballCompetition({ request, context }: LoaderArgs): Promise<BasketballPageData> {
  const id = idParam(new URL(request.url), 'id', true);
  const result = await getSession(context).api.get(`/database/basketball/${id}`, basketballCompetitionDetail);
  if (!result.ok) failed(result);
  return { detail: result.data };
}

export async function loadBasketballTeam({ request, context }: LoaderArgs): Promise<BasketballTeamPageData> {
  const id = idParam(new URL(request.url), 'id', true);
  const result = await getSession(context).api.get(`/database/basketball/team/${id}`, basketballTeamDetail);
  if (!result.ok) failed(result);
  return { detail: result.data };
}

export async function loadBasketballPlayer({ request, context }: LoaderArgs): Promise<BasketballPlayerPageData> {
  const id = idParam(new URL(request.url), 'id', true);
  const result = await getSession(context).api.get(`/database/basketball/player/${id}`, basketballPlayerDetail);
  if (!result.ok) failed(result);
  return { detail: result.data };
}
