import type { Db } from '../../platform/db/database';

export type StoredSubscription = {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  settings: string;
};

/**
 * One row per browser: subscribing again replaces it, and so does another fan on the same browser, who proves it
 * with the subscription's own keys; an endpoint alone, without them, cannot move a fan's pushes to another account.
 * Returns whether the row is now the subscriber's.
 */
export async function saveSubscription(db: Db, row: Omit<StoredSubscription, 'id'>, now: number): Promise<boolean> {
  const saved = await db
    .insertInto('push_subscriptions')
    .values({
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      settings: row.settings,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({
          user_id: row.userId,
          p256dh: row.p256dh,
          auth: row.auth,
          settings: row.settings,
          updated_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', row.userId),
            eb.and([eb('push_subscriptions.p256dh', '=', row.p256dh), eb('push_subscriptions.auth', '=', row.auth)]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

export async function deleteSubscription(db: Db, endpoint: string, userId?: number): Promise<void> {
  let query = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  await query.execute();
}

/** The subscriptions of these fans. */
export async function subscriptionsOf(db: Db, userIds: readonly number[]): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .where('user_id', 'in', userIds)
    .select(['id', 'user_id as userId', 'endpoint', 'p256dh', 'auth', 'settings'])
    .execute();
}

/** True for the one caller (of any instance) that claims this alert for this subscription. */
export async function claimDelivery(
  db: Db,
  claim: { subscriptionId: number; matchId: number; alertKey: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('push_deliveries')
    .values({
      subscription_id: claim.subscriptionId,
      match_id: claim.matchId,
      alert_key: claim.alertKey,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'match_id', 'alert_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function trimDeliveries(db: Db, before: number): Promise<void> {
  await db.deleteFrom('push_deliveries').where('created_at', '<', before).execute();
}
