/**
 * At most `limit` events in any fixed window of `windowMs`: the socket's message allowance. `take`
 * answers false once the window's allowance is spent.
 */
export function createRateWindow(limit: number, windowMs: number) {
  let windowStart = -Infinity;
  let used = 0;
  return {
    take(nowMs: number): boolean {
      if (nowMs - windowStart >= windowMs) {
        windowStart = nowMs;
        used = 0;
      }
      used += 1;
      return used <= limit;
    },
  };
}
