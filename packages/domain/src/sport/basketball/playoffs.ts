/**
 * NBA play-off rules shared by the generated calendar and the screens (docs/basketball-model.md, "Play-offs"):
 * best-of-seven series, the 2-2-1-1-1 home pattern, the first round's pairings by seed, and how a play-off
 * game's round reads on the list and the detail header ("季后赛 东部半决赛 第5场 · 系列赛 2-2").
 */
export type PlayoffStage = 'firstRound' | 'conferenceSemifinal' | 'conferenceFinal' | 'finals';
export type Conference = 'east' | 'west';

/** Wins that take a series; a series therefore lasts 4 to 7 games. */
export const SERIES_WINS = 4;

/** Teams of each conference in the play-offs (no play-in). */
export const PLAYOFF_SEEDS = 8;

/** The first round by seed, in bracket order: the winners of 1–8 and 4–5 meet next, so do those of 3–6 and 2–7. */
export const FIRST_ROUND_SEEDS: readonly (readonly [higher: number, lower: number])[] = [
  [1, 8],
  [4, 5],
  [3, 6],
  [2, 7],
];

/** 2-2-1-1-1: games 1, 2, 5 and 7 at the higher seed's, 3, 4 and 6 at the other's. */
export function higherSeedAtHome(game: number): boolean {
  return game === 1 || game === 2 || game === 5 || game === 7;
}

export type PlayoffGame = {
  readonly stage: PlayoffStage;
  /** Null in the Finals. */
  readonly conference: Conference | null;
  /** 1–7 within its series. */
  readonly game: number;
  /** Series wins before this game, 客 first as the score is shown. */
  readonly wins: readonly [away: number, home: number];
};

export const PLAYOFF_ROUND_PREFIX = '季后赛';

const CONFERENCE_ZH: Readonly<Record<Conference, string>> = { east: '东部', west: '西部' };

/** 东部首轮, 西部半决赛, 东部决赛, 总决赛. */
export function playoffStageName(stage: PlayoffStage, conference: Conference | null): string {
  const side = conference ? CONFERENCE_ZH[conference] : '';
  switch (stage) {
    case 'firstRound':
      return `${side}首轮`;
    case 'conferenceSemifinal':
      return `${side}半决赛`;
    case 'conferenceFinal':
      return `${side}决赛`;
    case 'finals':
      return '总决赛';
  }
}

/** A play-off game's round: "季后赛 东部首轮 第1场", then with the series score, "… 第5场 · 系列赛 2-2". */
export function playoffRoundText(game: PlayoffGame): string {
  const round = `${PLAYOFF_ROUND_PREFIX} ${playoffStageName(game.stage, game.conference)} 第${game.game}场`;
  return game.game === 1 ? round : `${round} · 系列赛 ${game.wins[0]}-${game.wins[1]}`;
}

/** Whether a match's round is a play-off game's (the list shows it on the row). */
export function isPlayoffRound(round: string | null): boolean {
  return round?.startsWith(PLAYOFF_ROUND_PREFIX) === true;
}
