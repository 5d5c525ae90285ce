import webpush from 'web-push';
import type { Db } from '../../platform/db/database';

export type VapidKeys = { publicKey: string; privateKey: string };

const META_KEY = 'web_push_vapid';

/**
 * The operator's VAPID keys, else a pair made once and kept in app_meta: every instance and every restart
 * signs with the same key, or browsers' subscriptions would stop working.
 */
export async function vapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_meta')
    .values({ key: META_KEY, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}
