import type { GiftEvent } from '@kanqiu/contract';
import { discountedGiftPrice, giftById, giftKey, gifts, type GiftSize, type NobleTierId } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { fail } from '../../platform/http/app-error';
import type { SpendGate } from '../minor-mode';
import type { RoomServices } from '../rooms';
import type { WalletServices } from '../wallet';
import { findGiftSend, findNickName, findRoomRanking, insertGiftSend, type GiftSendRow } from './gifts.repository';
import type { NoblesService } from './nobles.service';

type GiftsDeps = { db: Db; clock: Clock; wallet: WalletServices; rooms: RoomServices; nobles: NoblesService };

export type GiftSend = { roomId: number; giftId: string; count: number; clientId: string };

const RANKING_SIZE = 50;

function eventOf(row: GiftSendRow): GiftEvent {
  const gift = giftById(row.gift_id);
  if (!gift) throw new Error(`Gift ${row.gift_id} is not in the catalogue`);
  return {
    kind: 'gift',
    id: row.id,
    roomId: row.room_id,
    sender: { id: row.sender_id, nickName: row.nick_name, nobleTierId: row.noble_tier_id as NobleTierId | null },
    giftId: gift.id,
    giftName: gift.name,
    size: gift.size as GiftSize,
    count: row.count,
    coins: row.coins,
    sentAt: row.created_at,
  };
}

/** 礼物: the catalogue at the fan's price, sending through the ledger (idempotent by client id), the 贡献榜. */
export function createGiftsService({ db, clock, wallet, rooms, nobles }: GiftsDeps) {
  async function replay(senderId: number, input: GiftSend, row: GiftSendRow) {
    if (row.room_id !== input.roomId || row.gift_id !== input.giftId || row.count !== input.count) {
      fail('idempotencyKeyReused');
    }
    return { gift: eventOf(row), balance: (await wallet.balance(senderId)).coin, replayed: true };
  }

  /** Debits the sender and credits the anchor in one ledger operation; a demo room has no anchor to credit. */
  async function pay(senderId: number, anchorId: number | null, coins: number, input: GiftSend): Promise<number> {
    const common = {
      currency: 'coin' as const,
      amount: coins,
      reason: 'gift' as const,
      idempotencyKey: giftKey(input.clientId),
      reference: `room:${input.roomId}:${input.giftId}x${input.count}`,
    };
    if (anchorId === null) return (await wallet.debit({ userId: senderId, ...common })).entry.balanceAfter;
    const { debit } = await wallet.transfer({ fromUserId: senderId, toUserId: anchorId, ...common });
    return debit.balanceAfter;
  }

  return {
    async catalogue(userId: number | null) {
      const tierId = userId === null ? null : ((await nobles.current(userId))?.tierId ?? null);
      return {
        list: gifts.map((g) => ({ ...g, listPrice: g.price, price: discountedGiftPrice(g.price, tierId) })),
        balances: userId === null ? null : await wallet.balance(userId),
        nobleTierId: tierId,
      };
    },

    async send(senderId: number, input: GiftSend, gate: SpendGate) {
      const earlier = await findGiftSend(db, senderId, input.clientId);
      if (earlier) return replay(senderId, input, earlier);
      const gift = giftById(input.giftId);
      if (!gift) return fail('validationFailed', '礼物不存在');
      const anchorId = await rooms.anchorOf(input.roomId);
      if (anchorId === senderId) fail('giftToOwnRoom');
      const tierId = (await nobles.current(senderId))?.tierId ?? null;
      const coins = discountedGiftPrice(gift.price, tierId) * input.count;
      const balance = await gate.spend(coins, () => pay(senderId, anchorId, coins, input));
      const row = {
        room_id: input.roomId,
        sender_id: senderId,
        anchor_id: anchorId,
        client_id: input.clientId,
        gift_id: gift.id,
        count: input.count,
        coins,
        noble_tier_id: tierId,
        created_at: clock(),
      };
      let id: number;
      try {
        id = await insertGiftSend(db, row);
      } catch (error) {
        // The same send raced this one: the ledger paid once, and the first record stands.
        const first = isUniqueViolation(error) ? await findGiftSend(db, senderId, input.clientId) : undefined;
        if (!first) throw error;
        return replay(senderId, input, first);
      }
      const event = eventOf({ ...row, id, nick_name: await findNickName(db, senderId) });
      await rooms.publishToRoom(input.roomId, event);
      return { gift: event, balance, replayed: false };
    },

    async ranking(roomId: number) {
      await rooms.anchorOf(roomId);
      const rows = await findRoomRanking(db, roomId, clock(), RANKING_SIZE);
      return {
        list: rows.map((row, index) => ({
          rank: index + 1,
          userId: row.sender_id,
          nickName: row.nick_name,
          portrait: row.portrait,
          nobleTierId: row.tier_id as NobleTierId | null,
          lastSentAt: row.last_at,
        })),
      };
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
