/**
 * 圈子 rules: which circles exist, what a post may hold, and the words of the 示例用户 posts seeded about the
 * replayed matches (labelled as examples wherever they show).
 */
export const POST_TITLE_MAX = 40;
export const POST_CONTENT_MAX = 2000;
export const COMMENT_CONTENT_MAX = 500;

/** Clubs that get their own circle besides one per competition (by the data set's short Chinese name). */
export const CLUB_CIRCLES = [
  '曼联',
  '利物浦',
  '阿森纳',
  '曼城',
  '切尔西',
  '皇马',
  '巴萨',
  '拜仁',
  '尤文',
  '国米',
  '湖人',
  '勇士',
] as const;

export const circleName = (name: string): string => `${name}圈`;

export const PostKind = { post: 'post', question: 'question' } as const;
export type PostKindName = (typeof PostKind)[keyof typeof PostKind];

export const PostSort = { latest: 'latest', hot: 'hot' } as const;
export type PostSortName = (typeof PostSort)[keyof typeof PostSort];

/** Hot score: likes and comments, comments counting double, fading with age (hours). */
export function hotScore(likes: number, comments: number, ageHours: number): number {
  return (likes + 2 * comments + 1) / Math.pow(Math.max(ageHours, 0) + 2, 1.5);
}

export const SAMPLE_AUTHORS = [
  '示例用户·老球迷',
  '示例用户·数据控',
  '示例用户·看球小王子',
  '示例用户·凌晨不睡',
] as const;

export type SamplePostFacts = {
  matchId: number;
  competition: string;
  home: string;
  away: string;
  score: readonly [number, number];
};

/** A fan's short post about a finished match: varied by the match id, stating only the score. */
export function writeSamplePost(f: SamplePostFacts): { author: string; title: string; content: string } {
  const [h, a] = f.score;
  const winner = h > a ? f.home : a > h ? f.away : null;
  const n = f.matchId;
  const author = SAMPLE_AUTHORS[n % SAMPLE_AUTHORS.length]!;
  const score = `${h}-${a}`;
  const titles = winner
    ? [
        `${f.home}${score}${f.away}，${winner}这场赢得漂亮`,
        `赛后聊聊：${winner}拿下${f.competition}关键一战`,
        `${f.home}vs${f.away}，你给这场打几分？`,
      ]
    : [
        `${f.home}${score}${f.away}，这个平局大家怎么看`,
        `${f.competition}：${f.home}和${f.away}各取一分`,
        `${f.home}vs${f.away}，平局是公平的结果吗？`,
      ];
  const bodies = winner
    ? [
        `刚看完${f.competition}${f.home}对${f.away}，最后${score}。${winner}整场的执行力确实更好，关键时刻把握住了机会。大家觉得这场谁表现最好？`,
        `${score}的比分还算合理，${winner}该拿这3分。输球的一方回去要好好复盘，下一场必须调整。`,
        `熬夜看完${f.home}和${f.away}，${score}，过程比比分看起来更激烈。评论区来说说你们的全场最佳。`,
      ]
    : [
        `${f.home}和${f.away}最后${score}握手言和，双方都有机会，就是差最后一脚。这个结果你们满意吗？`,
        `${score}，两边都不算亏。${f.competition}积分这么接近，这一分说不定最后很关键。`,
        `看完${f.home}对${f.away}，${score}。上半场和下半场像两场比赛，你们觉得谁更可惜？`,
      ];
  return { author, title: titles[n % titles.length]!, content: bodies[Math.floor(n / 3) % bodies.length]! };
}
