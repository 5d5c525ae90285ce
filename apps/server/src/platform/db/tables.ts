import type { Currency, LedgerReason } from '@kanqiu/domain';
import type { ColumnType, Generated } from 'kysely';

/** Epoch seconds (UTC). */
type Timestamp = number;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string | null;
  nick_name: string;
  portrait: string | null;
  portrait_new: string | null;
  portrait_audit: 'none' | 'pending' | 'approved' | 'rejected';
  theme_color: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  code_hash: string;
  ip: string;
  attempts: Flag;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface PasswordIvsTable {
  id: string;
  key: string;
  iv: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RealNamesTable {
  user_id: number;
  real_name_masked: string;
  id_number_masked: string;
  id_number_hash: string;
  certified_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  category: string;
  content: string;
  contact: string | null;
  ip: string;
  created_at: Timestamp;
}

export interface Database extends SportsTables, WalletTables, RoomTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  password_ivs: PasswordIvsTable;
  real_names: RealNamesTable;
  feedback: FeedbackTable;
}

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
  source: 'replay' | 'generated' | 'live';
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

export interface OddsCompaniesTable {
  id: number;
  name_zh: string;
  margin: number;
  sort: number;
}

export interface OddsLinesTable {
  id: Generated<number>;
  line_key: string;
  match_id: number;
  company_id: number;
  market: 'asia' | 'euro' | 'total';
  phase: 'open' | 'pre' | 'live';
  left_value: number;
  middle_value: number;
  right_value: number;
  minute: number | null;
  score: string | null;
  at: Timestamp;
}

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

export interface SportsTables {
  competitions: CompetitionsTable;
  teams: TeamsTable;
  players: PlayersTable;
  squad_members: SquadMembersTable;
  matches: MatchesTable;
  incidents: IncidentsTable;
  match_statistics: MatchStatisticsTable;
  lineups: LineupsTable;
  odds_companies: OddsCompaniesTable;
  odds_lines: OddsLinesTable;
  match_follows: MatchFollowsTable;
  plays: PlaysTable;
  box_scores: BoxScoresTable;
  past_results: PastResultsTable;
  app_meta: AppMetaTable;
  push_signatures: PushSignaturesTable;
}

/** One idempotent ledger request (credit, debit or transfer): `fingerprint` is its content, to tell a replay from a conflict. */
export interface WalletOperationsTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  created_at: Timestamp;
}

/** Append-only: `amount` is signed (+ credit, − debit); `balance_after` is the balance once it applied. */
export interface WalletEntriesTable {
  id: Generated<number>;
  operation_id: number;
  user_id: number;
  currency: Currency;
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  reference: string | null;
  counterparty_id: number | null;
  sandbox: Flag;
  idempotency_key: string;
  created_at: Timestamp;
}

/** The cached sum of a user's entries in one currency, never below zero (a check constraint too). */
export interface WalletBalancesTable {
  user_id: number;
  currency: Currency;
  amount: number;
}

export interface WalletTables {
  wallet_operations: WalletOperationsTable;
  wallet_entries: WalletEntriesTable;
  wallet_balances: WalletBalancesTable;
}

/** A live-stream room; `anchor_id` null for the bundled demo rooms. `stream_key_hash` is SHA-256 hex. */
export interface RoomsTable {
  id: Generated<number>;
  anchor_id: number | null;
  title: string;
  cover: string | null;
  category: number;
  match_id: number | null;
  stream_name: string;
  stream_key_hash: string | null;
  demo: Flag;
  live: Flag;
  live_since: Timestamp | null;
  ended_at: Timestamp | null;
  viewer_count: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A watcher's last heartbeat in a room; `viewer_id` is chosen by the client per page. */
export interface RoomViewersTable {
  room_id: number;
  viewer_id: string;
  seen_at: Timestamp;
}

export interface RoomTables {
  rooms: RoomsTable;
  room_viewers: RoomViewersTable;
}
