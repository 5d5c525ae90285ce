import type { ArchiveMatch, ArchiveSide } from './archive';

/** What a player's match line counts, and his season adds up. */
const TOTALS = ['minutes', 'goals', 'penalties', 'ownGoals', 'shots', 'shotsOnTarget', 'yellow', 'red'] as const;

type Totals = { readonly [K in (typeof TOTALS)[number]]: number };

const noTotals = () => Object.fromEntries(TOTALS.map((total) => [total, 0])) as Totals;

/** What one player did in one match, from the real events. */
export interface PlayerLine extends Totals {
  readonly playerId: number;
  readonly teamId: number;
  readonly matchId: number;
  readonly started: boolean;
}

type Counts = { -readonly [K in keyof PlayerLine]: PlayerLine[K] };

/** Minutes of regulation, or of extra time when the match had any. */
function fullLength(match: ArchiveMatch): number {
  return match.et ? 120 : 90;
}

/**
 * Every player who took part: a starter plays from 0' until he is substituted or sent off, a substitute from
 * the minute he came on (at least one minute). An own goal is not the scorer's goal; a second yellow is one
 * red card and no extra yellow. Shoot-out kicks are not goals or shots.
 */
export function playerLines(match: ArchiveMatch): PlayerLine[] {
  const end = fullLength(match);
  const lines = new Map<number, Counts>();
  const on = new Map<number, number>();
  const off = new Map<number, number>();

  const teamOf = (side: ArchiveSide) => (side === 'home' ? match.homeTeamId : match.awayTeamId);
  const line = (playerId: number, side: ArchiveSide): Counts => {
    let found = lines.get(playerId);
    if (!found) {
      found = {
        playerId,
        teamId: teamOf(side),
        matchId: match.id,
        started: false,
        ...noTotals(),
      };
      lines.set(playerId, found);
    }
    return found;
  };

  for (const side of ['home', 'away'] as const) {
    for (const playerId of match.lineups[side].xi) {
      line(playerId, side).started = true;
      on.set(playerId, 0);
    }
  }

  for (const event of match.events) {
    const { playerId } = event;
    if (playerId === null) continue;
    const other: ArchiveSide = event.side === 'home' ? 'away' : 'home';
    switch (event.type) {
      case 'sub':
        off.set(playerId, event.minute);
        if (event.inPlayerId !== null) {
          line(event.inPlayerId, event.side);
          on.set(event.inPlayerId, event.minute);
        }
        break;
      case 'goal':
      case 'goal_pen': {
        const scorer = line(playerId, event.side);
        scorer.goals += 1;
        if (event.type === 'goal_pen') scorer.penalties += 1;
        if (!event.recovered) {
          scorer.shots += 1;
          scorer.shotsOnTarget += 1;
        }
        break;
      }
      case 'own_goal':
        line(playerId, other).ownGoals += 1;
        break;
      case 'shot_on':
        line(playerId, event.side).shots += 1;
        line(playerId, event.side).shotsOnTarget += 1;
        break;
      case 'shot_off':
        line(playerId, event.side).shots += 1;
        break;
      case 'yellow':
        line(playerId, event.side).yellow += 1;
        break;
      case 'second_yellow':
      case 'red':
        line(playerId, event.side).red += 1;
        off.set(playerId, event.minute);
        break;
      default:
        break;
    }
  }

  const result: PlayerLine[] = [];
  for (const counts of lines.values()) {
    const from = on.get(counts.playerId);
    if (from === undefined) continue;
    counts.minutes = Math.max(1, Math.min(end, off.get(counts.playerId) ?? end) - from);
    result.push(counts);
  }
  return result;
}

/** A player's season in one team: the sum of his lines. */
export interface PlayerSeason extends Totals {
  readonly playerId: number;
  readonly teamId: number;
  readonly appearances: number;
  readonly starts: number;
}

export function sumPlayerLines(lines: readonly PlayerLine[]): PlayerSeason[] {
  const seasons = new Map<string, { -readonly [K in keyof PlayerSeason]: PlayerSeason[K] }>();
  for (const l of lines) {
    const key = `${l.playerId}:${l.teamId}`;
    let s = seasons.get(key);
    if (!s) {
      s = {
        playerId: l.playerId,
        teamId: l.teamId,
        appearances: 0,
        starts: 0,
        ...noTotals(),
      };
      seasons.set(key, s);
    }
    s.appearances += 1;
    s.starts += l.started ? 1 : 0;
    for (const total of TOTALS) s[total] += l[total];
  }
  return [...seasons.values()];
}
