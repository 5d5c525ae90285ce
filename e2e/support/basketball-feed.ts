import type { FeedEvent } from '@kanqiu/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiUrl } from './api';
import { pushFeed, sportsNow } from './feed';

/**
 * Basketball games of our own for the e2e suite, whatever the hour and the season: games of the generated
 * NBA and CBA calendar (a Monday in November), played by the product's own model with its odds, moved in
 * time so that each stands where a test needs it now (in play, finished or to come), and pushed through the
 * feed push as provider `e2e`. The generated calendar itself has basketball only on Beijing mornings and
 * evenings from October to April. The server's public script `generated-basketball-game.ts` plays them.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const gameScript = 'apps/server/scripts/generated-basketball-game.ts';

export type GameMoment = 'live' | 'finished' | 'upcoming';

/** Seconds from tip-off to the moment a game is shown at: early in the second quarter, after the final, two hours before. */
const MOMENT_OFFSET: Record<GameMoment, number> = { live: 1800, finished: 4 * 3600, upcoming: -2 * 3600 };

export interface PushedGame {
  /** Kanqiu's id of the pushed game. */
  readonly id: number;
  /** Plays the game on by `seconds` of its own time and pushes what happened. */
  playOn(request: APIRequestContext, seconds: number): Promise<void>;
}

/** The game's events at `from` seconds after its tip-off, or those due from then to `to` (the server's script). */
async function generatedEvents(game: string, from: number, to?: number) {
  const args = ['--import', 'tsx', gameScript, '--game', game, `--from=${from}`];
  if (to !== undefined) args.push(`--to=${to}`);
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 1 << 28 });
  return JSON.parse(stdout) as { kickoffAt: number; events: FeedEvent[] };
}

const shiftEvent = (event: FeedEvent, shift: number, tag: string): FeedEvent => {
  const moved: Record<string, unknown> = {
    ...event,
    provider: 'e2e',
    providerMatchId: `${tag}-${event.providerMatchId}`,
    key: `${tag}-${event.key}`,
  };
  for (const field of ['kickoffAt', 'periodStartAt', 'at'] as const) {
    const value = moved[field];
    if (typeof value === 'number') moved[field] = value + shift;
  }
  return moved as FeedEvent;
};

/** Pushes the `n`-th game of the league's source day as it stands at `moment`, now on the API's sports clock. */
export async function pushGeneratedGame(
  request: APIRequestContext,
  league: 'nba' | 'cba',
  moment: GameMoment,
  n = 0,
): Promise<PushedGame> {
  return pushGame(request, `${league}:${n}`, moment);
}

/** A game of the generated NBA play-offs (a first round's game 2) as it stands at `moment`. */
export async function pushPlayoffGame(request: APIRequestContext, moment: GameMoment): Promise<PushedGame> {
  return pushGame(request, 'playoff', moment);
}

async function pushGame(request: APIRequestContext, game: string, moment: GameMoment): Promise<PushedGame> {
  const tag = `${moment}${Date.now().toString(36)}`;
  let played = MOMENT_OFFSET[moment];
  const { kickoffAt, events } = await generatedEvents(game, played);
  const shift = (await sportsNow(request)) - (kickoffAt + played);
  const push = async (events: FeedEvent[]) => {
    const own = events.map((e) => shiftEvent(e, shift, tag));
    for (let i = 0; i < own.length; i += 4000) await pushFeed(request, own.slice(i, i + 4000));
  };
  await push(events);
  const match = events.find((e) => e.kind === 'match');
  if (match?.kind !== 'match') throw new Error('the generated game has no match event');
  return {
    id: await basketballMatchId(request, match.homeTeamId, match.kickoffAt + shift),
    async playOn(req, seconds) {
      const due = await generatedEvents(game, played, played + seconds);
      played += seconds;
      if (due.events.length > 0) await push(due.events);
    },
  };
}

/**
 * The id Kanqiu gave a pushed game, found by its home team and tip-off on the day's lists (asked again for
 * a few seconds: the lists are cached briefly).
 */
async function basketballMatchId(request: APIRequestContext, homeTeamId: number, kickoffAt: number): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        for (const type of [0, 1, 2]) {
          const response = await request.get(`${apiUrl}/live/basketball/match`, {
            params: { type, date: formatShanghai(kickoffAt) },
          });
          const envelope = (await response.json()) as {
            data: { scoreList: { id: number; homeId: number; ot: number }[] };
          };
          id ??= envelope.data.scoreList.find((r) => r.homeId === homeTeamId && r.ot === kickoffAt)?.id;
        }
        return id !== undefined;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  return id ?? 0;
}

/** YYYY-MM-DD of the Beijing day of an instant. */
function formatShanghai(epochSec: number): string {
  return new Date((epochSec + 8 * 3600) * 1000).toISOString().slice(0, 10);
}
