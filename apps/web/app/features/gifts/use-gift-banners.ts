import { giftBannerMs } from '@kanqiu/domain';
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
