import { useEffect, useState } from 'react';
import { serverNow, type ServerClock } from './server-clock';

/**
 * The sports clock's "now" (epoch seconds), ticking every second in the browser. null on the
 * server and in the first browser render, so hydration shows exactly what the server rendered.
 */
export function useSportsNow(serverTime: number, rate: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const clock: ServerClock = { serverTime, receivedAtMs: Date.now(), rate };
    const tick = () => setNow(serverNow(clock, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverTime, rate]);
  return now;
}
