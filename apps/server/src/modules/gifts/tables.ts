import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

/** One gift send; `client_id` is the sender's id of the tap, so a resend is found instead of sent again. */
export interface GiftSendsTable {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  /** Null for the bundled demo rooms, which have no anchor to credit. */
  anchor_id: number | null;
  client_id: string;
  gift_id: string;
  count: number;
  coins: number;
  noble_tier_id: string | null;
  created_at: Timestamp;
}

/** A fan's noble tier and when it ends; a lapsed row confers nothing. */
export interface NobleHoldingsTable {
  user_id: number;
  tier_id: string;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

/** Every paid noble purchase, once per request id. */
export interface NoblePurchasesTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  tier_id: string;
  kind: 'new' | 'renew' | 'upgrade';
  coins: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    gift_sends: GiftSendsTable;
    noble_holdings: NobleHoldingsTable;
    noble_purchases: NoblePurchasesTable;
  }
}
