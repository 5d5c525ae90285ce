/** Kanqiu's numeric competition ids (the `li` of list rows), keyed by the data set's competition key. */
export const competitionIds = {
  England: 1,
  Spain: 2,
  Italy: 3,
  Germany: 4,
  France: 5,
  World_Cup: 6,
  European_Championship: 7,
  Chinese_Super_League: 8,
  Champions_League: 9,
  NBA: 101,
  CBA: 102,
} as const;

export type CompetitionKey = keyof typeof competitionIds;

/** The colour a list row paints the competition name in, and whether the filter's 热门 picks it. */
const looks: Record<CompetitionKey, { color: string; hot: boolean }> = {
  England: { color: '#6a1b9a', hot: true },
  Spain: { color: '#e65100', hot: true },
  Italy: { color: '#1565c0', hot: true },
  Germany: { color: '#c62828', hot: true },
  France: { color: '#00838f', hot: true },
  World_Cup: { color: '#8d6e63', hot: true },
  European_Championship: { color: '#283593', hot: true },
  Chinese_Super_League: { color: '#d84315', hot: true },
  Champions_League: { color: '#0d47a1', hot: true },
  NBA: { color: '#1d428a', hot: true },
  CBA: { color: '#b71c1c', hot: true },
};

export function competitionId(key: string): number {
  const id = (competitionIds as Record<string, number>)[key];
  if (id === undefined) throw new Error(`unknown competition ${key}`);
  return id;
}

export function competitionLook(key: string): { color: string; hot: boolean } {
  return (looks as Record<string, { color: string; hot: boolean }>)[key] ?? { color: '#607d8b', hot: false };
}
