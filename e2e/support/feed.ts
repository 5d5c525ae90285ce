import { expect, type APIRequestContext } from '@playwright/test';
import { matchEvents, signedPushHeaders, Team } from '@kanqiu/test-factories';
import { apiUrl } from './api';

/** The push endpoint's shared secret in the e2e API (playwright.config.ts). */
export const ingestSecret = process.env.KQ_E2E_INGEST_SECRET ?? 'e2e-ingest-secret-0123456789';

/** Posts normalised feed events to POST /feed/push, signed as the push provider expects. `api`: another API (e2e/cluster). */
export async function pushFeed(
  request: APIRequestContext,
  events: unknown[],
  api = apiUrl,
): Promise<{ matches: number; changed: number }> {
  const body = JSON.stringify({ events });
  const response = await request.post(`${api}/feed/push`, {
    headers: signedPushHeaders(body, ingestSecret, Math.floor(Date.now() / 1000)),
    data: body,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { matches: number; changed: number } };
  if (envelope.code !== 200) throw new Error(`feed push: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * The API's sports clock (FEED_SPEED scales it), read from a list snapshot; asked again for a few seconds
 * while a freshly started API sheds load (503).
 */
export async function sportsNow(request: APIRequestContext, api = apiUrl): Promise<number> {
  let now: number | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${api}/live/football/v1_1/live`);
        const envelope = (await response.json()) as { data: { serverTime: number } | null };
        now = envelope.data?.serverTime;
        return now !== undefined;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  return now ?? 0;
}

/** An operator-fed match of our own (provider 'e2e'): Arsenal–Man City in the Premier League, so 热门 lists it. */
export const pushedMatch = (providerMatchId: string, kickoffAt: number) =>
  matchEvents(providerMatchId, { provider: 'e2e', kickoffAt });

/** The id Kanqiu gave a pushed match, found on the live list by its teams and kick-off. */
export async function liveMatchId(
  request: APIRequestContext,
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
  api = apiUrl,
): Promise<number> {
  const response = await request.get(`${api}/live/football/v1_1/live`);
  const envelope = (await response.json()) as {
    data: { list: { id: number; homeId: number; awayId: number; ot: number }[] };
  };
  const row = envelope.data.list.find((r) => r.homeId === homeTeamId && r.awayId === awayTeamId && r.ot === kickoffAt);
  if (!row) throw new Error('the pushed match is not on the live list');
  return row.id;
}

/**
 * A pushed match (`name` and the time as its provider id) in play since `kickoff` at `score`: its events' builder
 * and the id Kanqiu gave it (found by its kick-off: the replay may have its own Arsenal–Man City live meanwhile).
 */
export async function pushLiveMatch(
  request: APIRequestContext,
  name: string,
  kickoff: number,
  score: [number, number] = [0, 0],
): Promise<{ match: ReturnType<typeof pushedMatch>; id: number }> {
  const match = pushedMatch(`${name}-${Date.now()}`, kickoff);
  await pushFeed(request, [match.upsert, match.state(2, kickoff), match.score(score)]);
  return { match, id: await liveMatchId(request, Team.arsenal, Team.manCity, kickoff) };
}
