import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

/** 青少年模式 of an account (`u:<id>`) or a guest's device (`d:<device id>`), with today's active minutes. */
export interface MinorModesTable {
  holder: string;
  password_hash: string;
  enabled_at: Timestamp;
  usage_day: string | null;
  used_minutes: number;
  last_minute: number;
  /** The Beijing day on which the password let the holder past the rest hours and the daily time. */
  pass_day: string | null;
  /** Wrong passwords since `password_failed_since` (the first of them within the current window). */
  password_failures: Generated<number>;
  password_failed_since: Timestamp | null;
}

/** Rooms and posts an operator marked as fit for 青少年模式 (`kind` room or post, `ref` its id or code). */
export interface MinorSuitableTable {
  kind: string;
  ref: string;
  marked_at: Timestamp;
}

/** The coins an account spent on gifts, 贵族 and tips, one row per spend, for the daily and monthly limits. */
export interface SpendLogTable {
  id: Generated<number>;
  user_id: number;
  coins: number;
  day: string;
  month: string;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    minor_modes: MinorModesTable;
    minor_suitable: MinorSuitableTable;
    spend_log: SpendLogTable;
  }
}
