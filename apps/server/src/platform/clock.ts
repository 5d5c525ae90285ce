/** Epoch seconds. Injected everywhere time matters so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

/**
 * A clock that runs `speed` times faster than `base` from `anchor` on (FEED_SPEED demos and tests), so
 * the API's "now" agrees with the replay feed's virtual time.
 */
export function scaledClock(base: Clock, anchor: number, speed: number): Clock {
  return speed === 1 ? base : () => Math.floor(anchor + (base() - anchor) * speed);
}

/** The process start rounded down to the minute: instances started in the same minute replay alike. */
export function minuteAnchor(base: Clock): number {
  return Math.floor(base() / 60) * 60;
}

export type AdjustableClock = Clock & { advance(seconds: number): void };

/** `base` moved forward by hand (a test's or an e2e journey's way to reach a time limit). */
export function adjustableClock(base: Clock): AdjustableClock {
  let offset = 0;
  return Object.assign(() => base() + offset, {
    advance(seconds: number) {
      offset += seconds;
    },
  });
}
