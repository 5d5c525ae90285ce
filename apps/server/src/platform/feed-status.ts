/**
 * Whether this instance can serve match data: `starting` until its feed has bootstrapped (or found
 * another instance leading it), then `ready`; `off` when FEED=off. Load balancers and tests wait on it.
 */
export type FeedState = 'off' | 'starting' | 'ready';

export type FeedStatus = { current(): FeedState; set(state: FeedState): void };

export function createFeedStatus(initial: FeedState): FeedStatus {
  let state = initial;
  return {
    current: () => state,
    set(next) {
      state = next;
    },
  };
}
