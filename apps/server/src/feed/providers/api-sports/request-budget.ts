/**
 * The provider's request allowance: at most `perMinute` requests in any 60 seconds and `perDay` in a UTC day, and
 * none while paused (a 429, an outage). Times in milliseconds. Kept in memory by the one instance that leads the
 * feed; a restart starts the day's count again, so set `perDay` with some room.
 */
export function createRequestBudget(limits: { perMinute: number; perDay: number }) {
  let recent: number[] = [];
  let day = -1;
  let spentToday = 0;
  let pausedUntil = 0;

  const dayOf = (now: number) => Math.floor(now / 86_400_000);

  return {
    canSpend(now: number): boolean {
      if (now < pausedUntil) return false;
      recent = recent.filter((at) => now - at < 60_000);
      const today = dayOf(now) === day ? spentToday : 0;
      return recent.length < limits.perMinute && today < limits.perDay;
    },
    spend(now: number): void {
      if (dayOf(now) !== day) {
        day = dayOf(now);
        spentToday = 0;
      }
      spentToday += 1;
      recent.push(now);
    },
    pauseUntil(until: number): void {
      pausedUntil = Math.max(pausedUntil, until);
    },
    pausedUntil: () => pausedUntil,
  };
}

export type RequestBudget = ReturnType<typeof createRequestBudget>;

/** Waits that double after each failure in a row, from `first` to `max`, back to `first` after a success. */
export function createBackoff(firstMs: number, maxMs: number) {
  let failures = 0;
  return {
    next(): number {
      const wait = Math.min(maxMs, firstMs * 2 ** failures);
      failures += 1;
      return wait;
    },
    reset(): void {
      failures = 0;
    },
  };
}
