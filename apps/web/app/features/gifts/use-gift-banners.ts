import { giftBannerMs, isNobleTierId } from '@kanqiu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GiftEvent } from './data';

/** At most this many banners over the video at once; older ones make room. */
const MAX_BANNERS = 3;

/**
 * The gifts shown over the video: each from the room's channel or from the sender's own answer (the same gift
 * arrives both ways and shows once), gone after its size's time.
 */
export function useGiftBanners(): [GiftEvent[], (gift: GiftEvent) => void] {
  const [banners, setBanners] = useState<GiftEvent[]>([]);
  const seen = useRef(new Set<number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((gift: GiftEvent) => {
    if (seen.current.has(gift.id)) return;
    seen.current.add(gift.id);
    setBanners((list) => [...list, gift].slice(-MAX_BANNERS));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setBanners((list) => list.filter((g) => g.id !== gift.id));
    }, giftBannerMs[gift.size]);
    timers.current.add(timer);
  }, []);

  return [banners, show];
}

/** A `gift` event of `room:<id>`, checked for what the banner reads (zod stays out of the page's JS). */
export function readGiftEvent(data: Record<string, unknown>): GiftEvent | null {
  const { kind, id, roomId, sender, giftId, giftName, size, count, coins, sentAt } = data;
  if (kind !== 'gift' || typeof id !== 'number' || typeof roomId !== 'number') return null;
  if (typeof giftId !== 'string' || typeof giftName !== 'string' || typeof count !== 'number') return null;
  if (size !== 'small' && size !== 'medium' && size !== 'large' && size !== 'full') return null;
  if (typeof sender !== 'object' || sender === null) return null;
  const { id: senderId, nickName, nobleTierId } = sender as Record<string, unknown>;
  if (typeof senderId !== 'number' || typeof nickName !== 'string') return null;
  return {
    kind,
    id,
    roomId,
    sender: { id: senderId, nickName, nobleTierId: isNobleTierId(nobleTierId) ? nobleTierId : null },
    giftId,
    giftName,
    size,
    count,
    coins: typeof coins === 'number' ? coins : 0,
    sentAt: typeof sentAt === 'number' ? sentAt : 0,
  };
}
