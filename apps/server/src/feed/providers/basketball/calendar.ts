/**
 * The generated basketball season on today's calendar. Days are Asia/Shanghai calendar days. Each
 * league plays a double round robin, one round every two days (NBA 8 then 7 games, CBA 5 and 5),
 * cycling for ever. Kick-offs sit on the even hours of Beijing time, one game in each two-hour slot
 * (two CBA games at 20:00 on NBA 8-game days), and a game lasts just over two hours, so at every
 * moment a basketball game is live while others have finished or are still to come.
 */
import { CBA, NBA, type League } from './league';

const DAY = 86_400;
const SHANGHAI_OFFSET = 8 * 3600;
const HOUR = 60;

/** Shanghai day of 2024-01-01: round 1 of both leagues' cycle 0 (as the football replay's calendar). */
export const BASKETBALL_EPOCH_DAY = 19_723;

/** Kick-off minutes after midnight, by league and by the day's half of the round (first, second). */
const SLOTS: Readonly<Record<League['key'], readonly [readonly number[], readonly number[]]>> = {
  nba: [[0, 4, 6, 10, 12, 16, 18, 22].map((h) => h * HOUR), [0, 4, 6, 10, 12, 16, 22].map((h) => h * HOUR)],
  cba: [[2, 8, 14, 20, 20].map((h) => h * HOUR), [2, 8, 14, 18, 20].map((h) => h * HOUR)],
};

export interface BasketballFixture {
  /** `nba:<day>:<n>` / `cba:<day>:<n>`: also the game's seed, so a fixture always plays the same game. */
  readonly providerMatchId: string;
  readonly league: League;
  readonly day: number;
  /** 1-based round of the league's cycle. */
  readonly round: number;
  readonly kickoffAt: number;
  /** Team indices in the data's team order. */
  readonly home: number;
  readonly away: number;
}

export function dayOf(epochSec: number): number {
  return Math.floor((epochSec + SHANGHAI_OFFSET) / DAY);
}

export function dayStartAt(day: number): number {
  return day * DAY - SHANGHAI_OFFSET;
}

/** Both leagues' fixtures of a Shanghai day, in kick-off order. */
export function fixturesOfDay(day: number, teamCounts: Readonly<Record<League['key'], number>>): BasketballFixture[] {
  return [NBA, CBA]
    .flatMap((league) => leagueFixtures(league, teamCounts[league.key], day))
    .sort((a, b) => a.kickoffAt - b.kickoffAt || a.providerMatchId.localeCompare(b.providerMatchId));
}

/** The first day of the league's current double round robin (its generated season) on `day`. */
export function seasonStartDay(teams: number, day: number): number {
  const daysPerCycle = 2 * 2 * (teams - 1);
  return day - mod(day - BASKETBALL_EPOCH_DAY, daysPerCycle);
}

function leagueFixtures(league: League, teams: number, day: number): BasketballFixture[] {
  const index = day - BASKETBALL_EPOCH_DAY;
  const roundsPerCycle = 2 * (teams - 1);
  const round = mod(Math.floor(index / 2), roundsPerCycle);
  const half = mod(index, 2);
  const pairs = roundPairings(teams, round);
  const firstHalf = Math.ceil(pairs.length / 2);
  const games = half === 0 ? pairs.slice(0, firstHalf) : pairs.slice(firstHalf);
  const slots = SLOTS[league.key][half] ?? [];
  return games.map(([home, away], n) => ({
    providerMatchId: `${league.key}:${day}:${n}`,
    league,
    day,
    round: round + 1,
    kickoffAt: dayStartAt(day) + (slots[n] ?? 0) * 60,
    home,
    away,
  }));
}

/**
 * The circle method: team n-1 stays put while the others rotate. The second leg swaps home and
 * away, so over a cycle every team meets every other twice, once at home. The pairs are rotated
 * round by round so that no team always plays in the same slot.
 */
export function roundPairings(teams: number, round: number): [home: number, away: number][] {
  const others = teams - 1;
  const r = round % others;
  const pairs: [number, number][] = [r % 2 === 0 ? [others, r] : [r, others]];
  for (let k = 1; k < teams / 2; k++) {
    const a = (r + k) % others;
    const b = (r - k + others) % others;
    pairs.push(k % 2 === 1 ? [a, b] : [b, a]);
  }
  const legged = Math.floor(round / others) % 2 === 0 ? pairs : pairs.map(([h, a]): [number, number] => [a, h]);
  const shift = r % legged.length;
  return [...legged.slice(shift), ...legged.slice(0, shift)];
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}
