import type { ShippingAddress } from '@kanqiu/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { findDraw } from './lottery.repository';
import { drawRecord } from './lottery.service';
import { regionOf } from './regions';

export const MAX_ADDRESSES = 10;

export type AddressInput = {
  id?: number | undefined;
  name: string;
  phone: string;
  areaCode: string;
  street: string;
  isDefault: boolean;
};

type AddressRow = {
  id: number;
  name: string;
  phone: string;
  area_code: string;
  region: string;
  street: string;
  is_default: number;
};

const toAddress = (row: AddressRow): ShippingAddress => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  areaCode: row.area_code,
  region: row.region,
  street: row.street,
  isDefault: row.is_default === 1,
});

/** The text a parcel carries, kept on the draw so a later edit of the address does not move a claimed prize. */
const parcelText = (a: ShippingAddress) => `${a.name} ${a.phone} ${a.region} ${a.street}`;

/**
 * 收货地址 and prize claims: up to 10 addresses, exactly one default while any exist (the first is; removing the
 * default hands it to the newest); a won physical prize is claimed once to an address, and an operator ships it.
 */
export function createAddressService(db: Db, clock: Clock) {
  const rows = (userId: number) =>
    db
      .selectFrom('activity_addresses')
      .select(['id', 'name', 'phone', 'area_code', 'region', 'street', 'is_default'])
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();

  async function own(userId: number, id: number) {
    return (await rows(userId)).find((row) => row.id === id) ?? fail('addressNotFound');
  }

  async function makeDefault(userId: number, id: number) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('activity_addresses').set({ is_default: 0 }).where('user_id', '=', userId).execute();
      await trx.updateTable('activity_addresses').set({ is_default: 1 }).where('id', '=', id).execute();
    });
  }

  async function insert(userId: number, fields: Omit<AddressRow, 'id' | 'is_default'>) {
    const existing = await rows(userId);
    if (existing.length >= MAX_ADDRESSES) fail('addressLimitReached');
    const row = await db
      .insertInto('activity_addresses')
      .values({ user_id: userId, ...fields, is_default: existing.length === 0 ? 1 : 0, created_at: clock() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    async list(userId: number) {
      return { list: (await rows(userId)).map(toAddress) };
    },

    async save(userId: number, input: AddressInput) {
      const region = regionOf(input.areaCode) ?? fail('regionInvalid');
      const fields = { name: input.name, phone: input.phone, area_code: input.areaCode, region, street: input.street };
      let id = input.id;
      if (id === undefined) id = await insert(userId, fields);
      else {
        await own(userId, id);
        await db.updateTable('activity_addresses').set(fields).where('id', '=', id).execute();
      }
      if (input.isDefault) await makeDefault(userId, id);
      return toAddress(await own(userId, id));
    },

    async setDefault(userId: number, id: number) {
      await own(userId, id);
      await makeDefault(userId, id);
      return this.list(userId);
    },

    async remove(userId: number, id: number) {
      const removed = await own(userId, id);
      await db.deleteFrom('activity_addresses').where('id', '=', id).execute();
      const [newest] = (await rows(userId)).toSorted((a, b) => b.id - a.id);
      if (removed.is_default === 1 && newest) await makeDefault(userId, newest.id);
      return this.list(userId);
    },

    /** Sends a won physical prize to one of the fan's addresses; only once. */
    async claim(userId: number, drawId: number, addressId: number) {
      const address = toAddress(await own(userId, addressId));
      const draw = await findDraw(db, drawId);
      if (!draw || draw.user_id !== userId) fail('notFound');
      const result = await db
        .updateTable('lottery_draws')
        .set({ address_text: parcelText(address), claimed_at: clock() })
        .where('id', '=', drawId)
        .where('claimed_at', 'is', null)
        .where('prize_id', 'in', db.selectFrom('lottery_prizes').select('id').where('kind', '=', 'goods'))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) fail('prizeNotClaimable');
      return drawRecord((await findDraw(db, drawId)) ?? fail('notFound'));
    },

    /** The operator's side: a claimed, unshipped prize gets its tracking number. */
    async ship(drawId: number, trackingNo: string) {
      if (!(await findDraw(db, drawId))) fail('notFound');
      const result = await db
        .updateTable('lottery_draws')
        .set({ tracking_no: trackingNo, shipped_at: clock() })
        .where('id', '=', drawId)
        .where('claimed_at', 'is not', null)
        .where('shipped_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) fail('prizeNotShippable');
      return drawRecord((await findDraw(db, drawId)) ?? fail('notFound'));
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
