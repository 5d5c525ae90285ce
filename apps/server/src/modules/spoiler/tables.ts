import type { Timestamp } from '../../platform/db/tables';

/** 防剧透 per user: `mode` off/chosen/all, `match_ids` a JSON array of match ids. */
export interface SpoilerSettingsTable {
  user_id: number;
  mode: string;
  match_ids: string;
  delay_seconds: number;
  updated_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    spoiler_settings: SpoilerSettingsTable;
  }
}
