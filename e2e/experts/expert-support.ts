import type { APIRequestContext } from '@playwright/test';
import { matchDayOf } from '@kanqiu/domain';
import { Team } from '@kanqiu/test-factories';
import { apiUrl } from '../support/api';
import { pushedMatch, pushFeed, sportsNow } from '../support/feed';
import { expect } from '../support/fixtures';

/** What the experts' journeys share: signed API calls and a pushed match with its lines. */

export const ANALYSIS =
  '主队近五场主场四胜一平，进攻端边路推进效率很高；客队连续客场作战体能下滑，后防线两名主力伤缺，本场主队有望拿下比赛。';

type Envelope<T> = { code: number; msg: string; data: T };

export async function call<T>(request: APIRequestContext, path: string, token: string, data?: unknown): Promise<T> {
  const response =
    data === undefined
      ? await request.get(`${apiUrl}${path}`, { headers: { accessToken: token } })
      : await request.post(`${apiUrl}${path}`, { headers: { accessToken: token }, data });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

async function firstCompany(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${apiUrl}/live/odds/company`);
  return ((await response.json()) as Envelope<{ companyId: number }[]>).data[0]!.companyId;
}

/** Our own match kicking off `seconds` of sports time from now, with its pre-match lines. */
export async function matchWithOdds(request: APIRequestContext, key: string, seconds: number) {
  const kickoffAt = (await sportsNow(request)) + seconds;
  const match = pushedMatch(`experts-${key}-${Date.now()}`, kickoffAt);
  const company = await firstCompany(request);
  const quotedAt = kickoffAt - seconds - 60;
  await pushFeed(request, [
    match.upsert,
    match.odds(company, 'asia', 'pre', [0.92, 0.5, 0.98], quotedAt),
    match.odds(company, 'total', 'pre', [0.95, 2.5, 0.9], quotedAt),
    match.odds(company, 'euro', 'pre', [1.9, 3.4, 4.2], quotedAt),
  ]);
  return { match, kickoffAt };
}

export async function untilKickedOff(request: APIRequestContext, kickoffAt: number): Promise<void> {
  await expect.poll(() => sportsNow(request), { timeout: 60_000 }).toBeGreaterThan(kickoffAt);
}

/** A pushed Arsenal–Man City row kicking off at `kickoffAt`, from one football list, or undefined. */
async function pushedRowId(
  request: APIRequestContext,
  kickoffAt: number,
  params: Record<string, string | number>,
): Promise<number | undefined> {
  const response = await request.get(`${apiUrl}/live/football/match`, { params });
  const rows = (
    (await response.json()) as Envelope<{ list: { id: number; homeId: number; awayId: number; ot: number }[] }>
  ).data.list;
  return rows.find((r) => r.homeId === Team.arsenal && r.awayId === Team.manCity && r.ot === kickoffAt)?.id;
}

/**
 * The id Kanqiu gave a pushed match, from 即时 or from 赛程 of its own match day (it has not kicked off yet);
 * asked again for a while, since a pushed batch reaches the lists with the next stream position.
 */
export async function scheduledMatchId(request: APIRequestContext, kickoffAt: number): Promise<number> {
  const lists: Record<string, string | number>[] = [{ type: 0 }, { type: 1 }, { type: 1, date: matchDayOf(kickoffAt) }];
  let found: number | undefined;
  await expect
    .poll(
      async () => {
        for (const params of lists) found ??= await pushedRowId(request, kickoffAt, params);
        return found;
      },
      { message: 'the pushed match is on neither 即时 nor 赛程', timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}
