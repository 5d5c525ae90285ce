import { describe, expect, it } from 'vitest';
import { circleName, hotScore, writeSamplePost } from './community';

describe('community rules', () => {
  it('names circles', () => {
    expect(circleName('英超')).toBe('英超圈');
  });

  it('ranks a fresh busy post above an old quiet one', () => {
    expect(hotScore(10, 5, 1)).toBeGreaterThan(hotScore(10, 5, 48));
    expect(hotScore(20, 10, 5)).toBeGreaterThan(hotScore(1, 0, 5));
  });

  it('writes sample posts that state the real score and are labelled as examples', () => {
    const post = writeSamplePost({ matchId: 4, competition: '英超', home: '阿森纳', away: '切尔西', score: [2, 1] });
    expect(post.author.startsWith('示例用户')).toBe(true);
    expect(`${post.title}${post.content}`).toContain('2-1');
    const draw = writeSamplePost({ matchId: 5, competition: '西甲', home: '皇马', away: '巴萨', score: [1, 1] });
    expect(`${draw.title}${draw.content}`).toContain('1-1');
    const texts = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
        (matchId) => writeSamplePost({ matchId, competition: '英超', home: 'A', away: 'B', score: [1, 0] }).content,
      ),
    );
    expect(texts.size).toBeGreaterThan(1);
  });
});
