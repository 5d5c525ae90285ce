import type { Generated } from 'kysely';

/** A basketball play; `score` is "h-a" after it. */
export interface PlaysTable {
  id: Generated<number>;
  match_id: number;
  play_key: string;
  type: number;
  side: 'home' | 'away' | null;
  period: number;
  seconds_left: number;
  player_id: number | null;
  player_name: string | null;
  related_player_id: number | null;
  related_player_name: string | null;
  points: number;
  score: string;
  version: number;
}

/** `box` is JSON: `{ home: TeamBoxScore, away: TeamBoxScore }` at the game minute. */
export interface BoxScoresTable {
  match_id: number;
  minute: number;
  box: string;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    plays: PlaysTable;
    box_scores: BoxScoresTable;
  }
}
