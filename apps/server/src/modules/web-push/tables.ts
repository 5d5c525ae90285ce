import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

/** A browser's push subscription (Push API) of a signed-in fan; `settings` is JSON of PushSettings. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  settings: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One alert claimed for one subscription: the unique key keeps every instance from sending it twice. */
export interface PushDeliveriesTable {
  subscription_id: number;
  match_id: number;
  alert_key: string;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    push_subscriptions: PushSubscriptionsTable;
    push_deliveries: PushDeliveriesTable;
  }
}
