import { describe, expect, it } from 'vitest';
import { readGiftEvent } from './use-gift-banners';

const gift = {
  kind: 'gift',
  id: 7,
  roomId: 3,
  sender: { id: 12, nickName: '球迷小王', nobleTierId: 'earl' },
  giftId: 'rocket',
  giftName: '火箭',
  size: 'full',
  count: 1,
  coins: 1261,
  sentAt: 1_800_000_000,
};

describe('readGiftEvent', () => {
  it('reads a gift of room:<id> as published', () => {
    expect(readGiftEvent(gift)).toEqual(gift);
  });

  it('drops an unknown tier rather than trusting it, and ignores other events', () => {
    expect(
      readGiftEvent({ ...gift, sender: { ...gift.sender, nobleTierId: 'pharaoh' } })?.sender.nobleTierId,
    ).toBeNull();
    expect(readGiftEvent({ kind: 'viewers', roomId: 3, viewerCount: 9 })).toBeNull();
    expect(readGiftEvent({ ...gift, size: 'huge' })).toBeNull();
    expect(readGiftEvent({ ...gift, sender: null })).toBeNull();
  });
});
