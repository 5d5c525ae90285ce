/**
 * How the database (资料库) groups competitions on its front page, by Kanqiu competition id: the big five
 * leagues, 中超 and the international tournaments; NBA and CBA. The web names each group.
 */
export const competitionGroups = {
  football: [
    { key: 'topFive', competitionIds: [1, 2, 3, 4, 5] },
    { key: 'china', competitionIds: [8] },
    { key: 'international', competitionIds: [6, 7] },
  ],
  basketball: [
    { key: 'nba', competitionIds: [101] },
    { key: 'cba', competitionIds: [102] },
  ],
} as const;

export type CompetitionGroupKey = (typeof competitionGroups)[keyof typeof competitionGroups][number]['key'];
export const competitionGroupKeys = [
  'topFive',
  'china',
  'international',
  'nba',
  'cba',
] as const satisfies readonly CompetitionGroupKey[];
