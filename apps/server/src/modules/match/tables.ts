import type { NameSource } from '@kanqiu/domain';
import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

export interface CompetitionsTable {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  name_zh: string;
  name_zh_full: string;
  letter: string;
  country: string;
  kind: string;
  color: string;
  hot: Flag;
  sort: Flag;
}

export interface TeamsTable {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  name_zh: string;
  name_zh_full: string;
  abbr: string | null;
  city: string | null;
  country: string | null;
  /** Club colours, #RRGGBB (migration 0010). */
  primary_color: string | null;
  secondary_color: string | null;
}

export interface PlayersTable {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  role: string | null;
  birth_date: string | null;
  height: number | null;
  weight: number | null;
  foot: string | null;
  nationality: string | null;
  /** The name as the source writes it, when the shown name is a translation (search finds both). */
  source_name: string | null;
  /** Where `name` comes from (`NameSource` of the domain); null on rows seeded before it was kept. */
  name_source: NameSource | null;
}

export interface SquadMembersTable {
  team_id: number;
  competition_id: number;
  player_id: number;
  season: string;
  appearances: number;
  starts: number;
}

/** Score pairs are stored as "h-a" text; period scores as JSON `[[h,a],…]`. */
export interface MatchesTable {
  id: Generated<number>;
  provider: string;
  provider_match_id: string;
  sport: 'football' | 'basketball';
  source: 'replay' | 'generated' | 'live' | 'realScore';
  competition_id: number;
  season: string;
  round: string | null;
  home_team_id: number;
  away_team_id: number;
  kickoff_at: Timestamp;
  venue: string | null;
  state: Flag;
  raw_state: ColumnType<string, string | undefined, string>;
  period: number | null;
  period_start_at: Timestamp | null;
  home_score: Flag;
  away_score: Flag;
  half_time_score: string | null;
  extra_time_score: string | null;
  penalty_score: string | null;
  period_scores: string | null;
  home_red: Flag;
  away_red: Flag;
  home_yellow: Flag;
  away_yellow: Flag;
  home_corners: Flag;
  away_corners: Flag;
  version: Flag;
  updated_at: Timestamp;
  /** When the stored state and score happened, as a pushed feed said; null when it did not say. */
  state_at: Timestamp | null;
  score_at: Timestamp | null;
}

/** Signatures of recent pushes to /feed/push, kept until their timestamp is too old to be accepted anyway. */
export interface PushSignaturesTable {
  signature: string;
  expires_at: Timestamp;
}

/** A data provider's competition, team or player and the Kanqiu id it maps onto (migration 0050). */
export interface ProviderIdsTable {
  provider: string;
  kind: 'competition' | 'team' | 'player';
  provider_id: string;
  kanqiu_id: number;
  /** JSON of the row the feed created for it; null when it matched a row of the bundled data. */
  created_row: string | null;
}

export interface IncidentsTable {
  id: Generated<number>;
  match_id: number;
  incident_key: string;
  type: number;
  side: 'home' | 'away';
  period: number;
  second: number;
  minute_label: string;
  player_id: number | null;
  player_name: string | null;
  related_player_id: number | null;
  related_player_name: string | null;
  score: string | null;
  cancelled: Flag;
  version: number;
}

/** `stats` is JSON: `{ [statisticType]: [home, away] }`. */
export interface MatchStatisticsTable {
  match_id: number;
  minute: number;
  stats: string;
}

export interface LineupsTable {
  match_id: number;
  side: 'home' | 'away';
  starter: number;
  sort: number;
  player_id: number | null;
  name: string;
  shirt_number: number | null;
  position: string | null;
}

/** Results of seasons before the replayed one (openfootball), for head-to-head and the database. */
export interface PastResultsTable {
  id: Generated<number>;
  competition_id: number;
  season: string;
  round: string | null;
  played_on: string;
  home_team_id: number | null;
  home_name: string;
  away_team_id: number | null;
  away_name: string;
  home_score: number;
  away_score: number;
  half_time_score: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface MatchFollowsTable {
  user_id: number;
  match_id: number;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    competitions: CompetitionsTable;
    teams: TeamsTable;
    players: PlayersTable;
    squad_members: SquadMembersTable;
    matches: MatchesTable;
    incidents: IncidentsTable;
    match_statistics: MatchStatisticsTable;
    lineups: LineupsTable;
    match_follows: MatchFollowsTable;
    past_results: PastResultsTable;
    app_meta: AppMetaTable;
    push_signatures: PushSignaturesTable;
    provider_ids: ProviderIdsTable;
  }
}
