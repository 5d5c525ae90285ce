/**
 * The API's sports clock as seen from the browser: the snapshot says what time it was on the
 * server (`serverTime`, epoch seconds) and how fast that clock runs (`clockRate`, FEED_SPEED), so
 * the page ticks the running minute on without asking again and whatever the phone's clock says.
 */
export type ServerClock = { serverTime: number; receivedAtMs: number; rate: number };

export function serverNow(clock: ServerClock, nowMs: number): number {
  const elapsedSec = Math.max(0, nowMs - clock.receivedAtMs) / 1000;
  return clock.serverTime + elapsedSec * (clock.rate > 0 ? clock.rate : 1);
}
