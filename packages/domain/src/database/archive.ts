/**
 * A real match of the bundled season as the database (资料库) aggregates it: the full timeline, not the
 * replayed window the matches table holds. The composition root maps the data set onto this shape.
 */
export type ArchiveSide = 'home' | 'away';

export const archiveEventTypes = [
  'goal',
  'goal_pen',
  'own_goal',
  'shot_on',
  'shot_off',
  'corner',
  'offside',
  'yellow',
  'second_yellow',
  'red',
  'sub',
  'shootout_goal',
  'shootout_miss',
] as const;
export type ArchiveEventType = (typeof archiveEventTypes)[number];

/**
 * `minute` is the scoreboard minute without stoppage ("45+2" → 45); `side` is the side credited for a goal
 * (for an own goal, the opponents of `playerId`). `inPlayerId` is who came on for a `sub`; `recovered` marks
 * a goal the source's shot events missed (not counted as a shot).
 */
export interface ArchiveEvent {
  readonly minute: number;
  readonly type: ArchiveEventType;
  readonly side: ArchiveSide;
  readonly playerId: number | null;
  readonly inPlayerId: number | null;
  readonly recovered: boolean;
}

export const archiveStages = ['league', 'group', 'r16', 'qf', 'sf', 'third', 'final'] as const;
export type ArchiveStage = (typeof archiveStages)[number];

/** Full-match totals of one side. */
export interface ArchiveTeamStats {
  readonly passes: number;
  readonly shots: number;
  readonly shotsOnTarget: number;
  readonly corners: number;
  readonly yellow: number;
  readonly red: number;
}

export interface ArchiveMatch {
  /** The source's match id (the replay's provider id starts with it). */
  readonly id: number;
  readonly competitionId: number;
  readonly season: string;
  readonly stage: ArchiveStage;
  readonly round: number | null;
  /** The group's letter ("A") of a tournament's group-stage match; null otherwise. */
  readonly group: string | null;
  readonly kickoffAt: number;
  readonly venue: string | null;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** After 90 minutes, then after extra time and the shoot-out when played. */
  readonly ft: readonly [number, number];
  readonly et: readonly [number, number] | null;
  readonly pens: readonly [number, number] | null;
  readonly lineups: Readonly<
    Record<ArchiveSide, { readonly xi: readonly number[]; readonly bench: readonly number[] }>
  >;
  readonly stats: Readonly<Record<ArchiveSide, ArchiveTeamStats>>;
  readonly events: readonly ArchiveEvent[];
}

/** "45+2" → 45, "67" → 67; the shoot-out's "PEN" has no minute. */
export function scoreboardMinute(label: string): number | null {
  const minute = Number.parseInt(label, 10);
  return Number.isNaN(minute) ? null : minute;
}
