import { afterEach, describe, expect, it } from 'vitest';
import { followedBy, setFanFollows } from './fan-follows';

describe('a fan’s stars on a shared page', () => {
  afterEach(() => setFanFollows(null));

  it('go by the signed-in fan’s follows, over the guests’ data that follows nothing', () => {
    expect(followedBy(9, false, [7, 9])).toBe(true);
    expect(followedBy(8, true, [7, 9])).toBe(false);
  });

  it('go by the data for a guest or while the follows are unknown', () => {
    expect(followedBy(9, true, null)).toBe(true);
    expect(followedBy(9, false, null)).toBe(false);
  });

  it('reach the alerts of a live diff once the root has set them', () => {
    expect(followedBy(9, false)).toBe(false);
    setFanFollows([9]);
    expect(followedBy(9, false)).toBe(true);
  });
});
