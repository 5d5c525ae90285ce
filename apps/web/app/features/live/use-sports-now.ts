import { startTransition, useEffect, useState } from 'react';
import { serverNow, type ServerClock } from './server-clock';

/**
 * The sports clock's "now" (epoch seconds) of a page's data (its server time and clock rate; none before a list has
 * loaded), ticking every second in the browser. null on the server and in the first browser render, so hydration
 * shows exactly what the server rendered. A tick is a transition: React renders it in slices that yield to the fan's
 * taps and scrolling.
 */
export function useSportsNow(clock: { serverTime: number; clockRate: number } | null): number | null {
  const serverTime = clock?.serverTime ?? 0;
  const rate = clock?.clockRate ?? 1;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const clock: ServerClock = { serverTime, receivedAtMs: Date.now(), rate };
    const tick = () => startTransition(() => setNow(serverNow(clock, Date.now())));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverTime, rate]);
  return now;
}
