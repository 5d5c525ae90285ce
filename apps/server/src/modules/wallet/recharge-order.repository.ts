import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { RechargeOrdersTable } from './tables';

export type OrderRow = Selectable<RechargeOrdersTable>;

/** Inserts the order unless this user already has one for the request id; returns the order either way. */
export async function insertOrder(db: Db, order: Omit<Insertable<RechargeOrdersTable>, 'id'>) {
  const inserted = await db
    .insertInto('recharge_orders')
    .values(order)
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { order: inserted, created: true };
  const existing = await db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('user_id', '=', order.user_id)
    .where('request_id', '=', order.request_id)
    .executeTakeFirstOrThrow();
  return { order: existing, created: false };
}

export function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export async function setPayUrl(db: Db, orderNo: string, payUrl: string): Promise<void> {
  await db.updateTable('recharge_orders').set({ pay_url: payUrl }).where('order_no', '=', orderNo).execute();
}

/** Paid once the coins are in; a closed order still becomes paid when the provider says money arrived. */
export async function markPaid(db: Db, orderNo: string, tradeNo: string | null, now: number): Promise<void> {
  await db
    .updateTable('recharge_orders')
    .set({ state: 'paid', provider_trade_no: tradeNo, paid_at: now })
    .where('order_no', '=', orderNo)
    .where('state', 'in', ['created', 'closed'])
    .execute();
}

export async function markClosed(db: Db, orderNo: string, now: number): Promise<void> {
  await db
    .updateTable('recharge_orders')
    .set({ state: 'closed', closed_at: now })
    .where('order_no', '=', orderNo)
    .where('state', '=', 'created')
    .execute();
}

/** A paid order whose coins were taken back: its money goes back next. */
export async function markRefunding(db: Db, orderNo: string): Promise<void> {
  await db
    .updateTable('recharge_orders')
    .set({ state: 'refunding' })
    .where('order_no', '=', orderNo)
    .where('state', '=', 'paid')
    .execute();
}

export async function markRefunded(db: Db, orderNo: string): Promise<void> {
  await db
    .updateTable('recharge_orders')
    .set({ state: 'refunded' })
    .where('order_no', '=', orderNo)
    .where('state', 'in', ['paid', 'refunding'])
    .execute();
}

/** Orders whose coins were taken back and whose money the provider has not yet confirmed returned, oldest first. */
export function findRefunding(db: Db, provider: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('state', '=', 'refunding')
    .where('provider', '=', provider)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Orders still waiting for their money, oldest first. */
export function findOpenOrders(db: Db, provider: string, createdBefore: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('state', '=', 'created')
    .where('provider', '=', provider)
    .where('created_at', '<=', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
