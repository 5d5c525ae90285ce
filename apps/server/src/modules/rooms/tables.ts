import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

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

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    rooms: RoomsTable;
    room_viewers: RoomViewersTable;
  }
}
