/**
 * A whole NBA game as API-Basketball v1 answers it, written for the tests from the provider's documentation (the
 * games endpoint's status, league, country, teams and quarter scores; team statistics with field goals counting
 * every shot; player statistics "Surname Firstname" with field goals counting two-pointers only; odds by bookmaker
 * and bet), not downloaded. Los Angeles Lakers 115-111 Golden State Warriors after one overtime.
 */
export const GAME_ID = 414600;
export const LEAGUE = { id: 12, name: 'NBA', type: 'League', season: '2025-2026', logo: null };
export const COUNTRY = { id: 5, name: 'USA', code: 'US', flag: null };
export const HOME = { id: 145, name: 'Los Angeles Lakers', logo: null };
export const AWAY = { id: 141, name: 'Golden State Warriors', logo: null };

type Pair = [number, number];

/** One moment of the game: the status, its timer and the quarters listed so far (the last one still running). */
export type Stage = { short: string; long: string; timer: string | null; quarters: Pair[]; overtime: Pair | null };

const stage = (short: string, long: string, timer: string | null, quarters: Pair[], overtime: Pair | null = null) => ({
  short,
  long,
  timer,
  quarters,
  overtime,
});

const FULL: Pair[] = [
  [28, 25],
  [27, 30],
  [26, 24],
  [22, 24],
];

export const STAGES = {
  notStarted: stage('NS', 'Not Started', null, []),
  q1: stage('Q1', 'Quarter 1', '6', [[14, 12]]),
  q1End: stage('BT', 'Break Time', null, FULL.slice(0, 1)),
  q2: stage('Q2', 'Quarter 2', '5', [FULL[0]!, [12, 14]]),
  halfTime: stage('HT', 'Halftime', null, FULL.slice(0, 2)),
  q3: stage('Q3', 'Quarter 3', '8', [...FULL.slice(0, 2), [18, 16]]),
  q3End: stage('BT', 'Break Time', null, FULL.slice(0, 3)),
  q4: stage('Q4', 'Quarter 4', '10', [...FULL.slice(0, 3), [18, 20]]),
  q4End: stage('BT', 'Break Time', null, FULL),
  overtime: stage('OT', 'Over Time', '3', FULL, [6, 4]),
  final: stage('AOT', 'After Over Time', null, FULL, [12, 8]),
} satisfies Record<string, Stage>;

export const FINAL_SCORE: Pair = [115, 111];
export const FINAL_PERIODS: Pair[] = [...FULL, [12, 8]];

/** The teams' statistics at the final buzzer; earlier the share of them the game minute has reached. */
export const FINAL_TEAM_STATISTICS = [HOME, AWAY].map((team, side) => ({
  team: { id: team.id },
  field_goals: side === 0 ? { total: 42, attempts: 88, percentage: 48 } : { total: 39, attempts: 90, percentage: 43 },
  threepoint_goals:
    side === 0 ? { total: 12, attempts: 33, percentage: 36 } : { total: 17, attempts: 42, percentage: 40 },
  freethrows_goals:
    side === 0 ? { total: 19, attempts: 24, percentage: 79 } : { total: 16, attempts: 19, percentage: 84 },
  rebounds: side === 0 ? { total: 48, offence: 10, defense: 38 } : { total: 44, offence: 9, defense: 35 },
  assists: side === 0 ? 27 : 29,
  steals: side === 0 ? 8 : 9,
  blocks: side === 0 ? 6 : 4,
  turnovers: side === 0 ? 13 : 15,
  personal_fouls: side === 0 ? 20 : 22,
}));

type Shots = [number, number];
const player = (
  team: typeof HOME,
  id: number,
  name: string,
  type: 'starters' | 'bench',
  minutes: string,
  [twos, threes, frees]: [Shots, Shots, Shots],
  rebounds: number,
  assists: number,
) => ({
  team: { id: team.id },
  player: { id, name },
  type,
  minutes,
  field_goals: { total: twos[0], attempts: twos[1], percentage: null },
  threepoint_goals: { total: threes[0], attempts: threes[1], percentage: null },
  freethrows_goals: { total: frees[0], attempts: frees[1], percentage: null },
  rebounds: { total: rebounds },
  assists,
  points: 2 * twos[0] + 3 * threes[0] + frees[0],
});

/** The players' statistics at the final buzzer: LeBron James, Anthony Davis and Stephen Curry are bundled players. */
export const FINAL_PLAYER_STATISTICS = [
  player(
    HOME,
    265,
    'James LeBron',
    'starters',
    '40:12',
    [
      [8, 14],
      [2, 6],
      [6, 8],
    ],
    9,
    11,
  ),
  player(
    HOME,
    240,
    'Davis Anthony',
    'starters',
    '38:30',
    [
      [10, 17],
      [0, 1],
      [5, 6],
    ],
    14,
    3,
  ),
  player(
    HOME,
    60121,
    'Knecht Dalton',
    'bench',
    '22:05',
    [
      [2, 4],
      [3, 7],
      [0, 0],
    ],
    3,
    1,
  ),
  player(
    AWAY,
    124,
    'Curry Stephen',
    'starters',
    '41:02',
    [
      [4, 9],
      [7, 15],
      [6, 6],
    ],
    5,
    7,
  ),
  player(
    AWAY,
    133,
    'Green Draymond',
    'starters',
    '35:40',
    [
      [3, 5],
      [1, 3],
      [1, 2],
    ],
    8,
    9,
  ),
  player(
    AWAY,
    58342,
    'Podziemski Brandin',
    'bench',
    '25:18',
    [
      [3, 6],
      [1, 4],
      [2, 2],
    ],
    6,
    3,
  ),
];

/** The odds endpoint's pre-match prices; only bet365 (4) is mapped in the tests. */
export function recordedOdds() {
  const price = (value: string, odd: string) => ({ value, odd });
  const bets = (home: string, away: string) => [
    { id: 2, name: 'Home/Away', values: [price('Home', home), price('Away', away)] },
    {
      id: 3,
      name: 'Asian Handicap',
      values: [
        price('Home -2.5', '1.90'),
        price('Away +2.5', '1.90'),
        price('Home -4.5', '2.10'),
        price('Away +4.5', '1.72'),
      ],
    },
    {
      id: 4,
      name: 'Over/Under',
      values: [
        price('Over 228.5', '1.91'),
        price('Under 228.5', '1.89'),
        price('Over 230.5', '2.05'),
        price('Under 230.5', '1.77'),
      ],
    },
  ];
  return {
    league: LEAGUE,
    country: COUNTRY,
    game: { id: GAME_ID },
    bookmakers: [
      { id: 4, name: 'bet365', bets: bets('1.65', '2.25') },
      { id: 1, name: 'bwin', bets: bets('1.70', '2.15') },
    ],
  };
}
