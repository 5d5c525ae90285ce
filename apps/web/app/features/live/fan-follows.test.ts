import { afterEach, describe, expect, it } from 'vitest';
import { followedBy, isFollowedNow, setFanFollows } from './fan-follows';

describe('a fan’s stars on a shared page', () => {
  afterEach(() => setFanFollows(null));

  it('go by the signed-in fan’s follows, over the guests’ data that follows nothing', () => {
    expect(followedBy([7, 9], 9, false)).toBe(true);
    expect(followedBy([7, 9], 8, true)).toBe(false);
  });

  it('go by the data for a guest or while the follows are unknown', () => {
    expect(followedBy(null, 9, true)).toBe(true);
    expect(followedBy(null, 9, false)).toBe(false);
  });

  it('reach the alerts of a live diff once the root has set them', () => {
    expect(isFollowedNow(9, false)).toBe(false);
    setFanFollows([9]);
    expect(isFollowedNow(9, false)).toBe(true);
  });
});
