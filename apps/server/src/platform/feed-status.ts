/**
 * Whether this instance can serve match data: `starting` until its feed has bootstrapped (or found
 * another instance leading it), then `ready`; `off` when FEED=off. Load balancers and tests wait on it.
 */
export type FeedState = 'off' | 'starting' | 'ready';

export type FeedStatus = {
  current(): FeedState;
  set(state: FeedState): void;
  /** When this instance's feed, leading, last ingested everything due (epoch ms); null while it does not lead. */
  caughtUpAt(): number | null;
  setCaughtUpAt(epochMs: number | null): void;
};

export function createFeedStatus(initial: FeedState): FeedStatus {
  let state = initial;
  let caughtUp: number | null = null;
  return {
    current: () => state,
    set(next) {
      state = next;
    },
    caughtUpAt: () => caughtUp,
    setCaughtUpAt(epochMs) {
      caughtUp = epochMs;
    },
  };
}
