import type { APIRequestContext } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { apiUrl } from './api';

/** The push endpoint's shared secret in the e2e API (playwright.config.ts). */
export const ingestSecret = process.env.KQ_E2E_INGEST_SECRET ?? 'e2e-ingest-secret-0123456789';

type Pair = [number, number];

/** Posts normalised feed events to POST /feed/push, signed as the push provider expects. */
export async function pushFeed(
  request: APIRequestContext,
  events: unknown[],
): Promise<{ matches: number; changed: number }> {
  const body = JSON.stringify({ events });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `sha256=${createHmac('sha256', ingestSecret).update(`${timestamp}.${body}`).digest('hex')}`;
  const response = await request.post(`${apiUrl}/feed/push`, {
    headers: {
      'content-type': 'application/json',
      'x-kanqiu-timestamp': String(timestamp),
      'x-kanqiu-signature': signature,
    },
    data: body,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { matches: number; changed: number } };
  if (envelope.code !== 200) throw new Error(`feed push: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The API's sports clock (FEED_SPEED scales it), read from a list snapshot. */
export async function sportsNow(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${apiUrl}/live/football/v1_1/live`);
  const envelope = (await response.json()) as { data: { serverTime: number } };
  return envelope.data.serverTime;
}

/** An operator-fed match of our own (provider 'e2e'): Premier League, so 热门 lists it. */
export function e2eMatch(providerMatchId: string, kickoffAt: number, homeTeamId = 1609, awayTeamId = 1625) {
  const ref = { provider: 'e2e', providerMatchId };
  return {
    upsert: {
      ...ref,
      kind: 'match',
      key: `${providerMatchId}:match`,
      sport: 'football',
      source: 'live',
      competitionId: 1,
      season: '2026-27',
      round: '12',
      homeTeamId,
      awayTeamId,
      kickoffAt,
      venue: 'Emirates Stadium',
    },
    state: (state: number, periodStartAt: number | null) => ({
      ...ref,
      kind: 'state',
      key: `${providerMatchId}:state:${state}`,
      state,
      rawState: `e2e:${state}`,
      periodStartAt,
      period: null,
    }),
    score: (score: Pair, halfTime: Pair | null = null) => ({
      ...ref,
      kind: 'score',
      key: `${providerMatchId}:score:${score.join('-')}`,
      score,
      halfTime,
      extraTime: null,
      penalties: null,
      periods: null,
    }),
    goal: (index: number, side: 'home' | 'away', second: number, score: Pair, playerName: string) => ({
      ...ref,
      kind: 'incident',
      key: `${providerMatchId}:inc:${index}`,
      type: 1,
      side,
      period: 1,
      second,
      minuteLabel: String(Math.floor(second / 60) + 1),
      playerId: null,
      playerName,
      relatedPlayerId: null,
      relatedPlayerName: null,
      score,
      cancelled: false,
    }),
  };
}

/** The id Kanqiu gave a pushed match, found on the live list by its teams and kick-off. */
export async function liveMatchId(
  request: APIRequestContext,
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
): Promise<number> {
  const response = await request.get(`${apiUrl}/live/football/v1_1/live`);
  const envelope = (await response.json()) as {
    data: { list: { id: number; homeId: number; awayId: number; ot: number }[] };
  };
  const row = envelope.data.list.find((r) => r.homeId === homeTeamId && r.awayId === awayTeamId && r.ot === kickoffAt);
  if (!row) throw new Error('the pushed match is not on the live list');
  return row.id;
}
