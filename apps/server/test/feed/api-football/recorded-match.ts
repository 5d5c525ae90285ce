/**
 * A whole match as API-Football v3 answers it, written for the tests from the provider's documentation (field by
 * field as documented: fixture, league, teams, goals, score; events with time/team/player/assist/type/detail;
 * statistics by type name; line-ups with startXI and substitutes), not downloaded. Manchester City 2-1 Liverpool:
 * a goal, a card, a goal VAR cancels, half time, a penalty, substitutions, a late goal, a red card, full time.
 */
export const FIXTURE_ID = 1208021;
export const LEAGUE = {
  id: 39,
  name: 'Premier League',
  country: 'England',
  season: 2024,
  round: 'Regular Season - 12',
};
export const HOME = { id: 50, name: 'Manchester City' };
export const AWAY = { id: 40, name: 'Liverpool' };

type Person = { id: number; name: string };
const p = (id: number, name: string): Person => ({ id, name });

const city = {
  ederson: p(617, 'Ederson'),
  walker: p(626, 'K. Walker'),
  dias: p(567, 'Rúben Dias'),
  akanji: p(2032, 'M. Akanji'),
  gvardiol: p(129033, 'J. Gvardiol'),
  rodri: p(44, 'Rodri'),
  deBruyne: p(629, 'K. De Bruyne'),
  silva: p(636, 'Bernardo Silva'),
  doku: p(1422, 'J. Doku'),
  grealish: p(631, 'J. Grealish'),
  haaland: p(1100, 'E. Haaland'),
  foden: p(633, 'P. Foden'),
  ortega: p(18960, 'S. Ortega'),
};
const pool = {
  alisson: p(280, 'Alisson'),
  trent: p(283, 'T. Alexander-Arnold'),
  konate: p(1145, 'I. Konaté'),
  vanDijk: p(290, 'V. van Dijk'),
  robertson: p(289, 'A. Robertson'),
  macAllister: p(6716, 'A. Mac Allister'),
  gravenberch: p(542, 'R. Gravenberch'),
  szoboszlai: p(1096, 'D. Szoboszlai'),
  salah: p(306, 'M. Salah'),
  diaz: p(2678, 'L. Díaz'),
  gakpo: p(247, 'C. Gakpo'),
  nunez: p(51617, 'D. Núñez'),
  kelleher: p(18812, 'C. Kelleher'),
};
export const PLAYERS = { city, pool };

const none = { id: null, name: null };
function event(
  elapsed: number,
  extra: number | null,
  team: typeof HOME,
  player: Person,
  assist: Person | null,
  type: string,
  detail: string,
) {
  return { time: { elapsed, extra }, team, player, assist: assist ?? none, type, detail, comments: null };
}

/** The events endpoint's list at full time, in the provider's order. */
export const EVENTS = [
  event(12, null, HOME, city.deBruyne, city.haaland, 'Goal', 'Normal Goal'),
  event(23, null, AWAY, pool.robertson, null, 'Card', 'Yellow Card'),
  event(34, null, AWAY, pool.salah, pool.szoboszlai, 'Goal', 'Normal Goal'),
  event(36, null, AWAY, pool.salah, null, 'Var', 'Goal cancelled'),
  event(45, 2, HOME, city.rodri, null, 'Card', 'Yellow Card'),
  event(55, null, AWAY, pool.salah, null, 'Goal', 'Penalty'),
  event(60, null, HOME, city.deBruyne, city.foden, 'subst', 'Substitution 1'),
  event(78, null, HOME, city.haaland, city.foden, 'Goal', 'Normal Goal'),
  event(85, null, AWAY, pool.vanDijk, null, 'Card', 'Red Card'),
  event(90, 3, AWAY, pool.salah, pool.nunez, 'subst', 'Substitution 1'),
];

/** One moment of the match: the status, the score and how many of EVENTS the provider lists by then. */
export type Stage = {
  short: string;
  long: string;
  elapsed: number | null;
  goals: [number, number] | null;
  halftime: [number, number] | null;
  fulltime: [number, number] | null;
  events: number;
};

const stage = (
  short: string,
  long: string,
  elapsed: number | null,
  goals: [number, number] | null,
  events: number,
  halftime: [number, number] | null = null,
  fulltime: [number, number] | null = null,
): Stage => ({ short, long, elapsed, goals, halftime, fulltime, events });

export const STAGES = {
  notStarted: stage('NS', 'Not Started', null, null, 0),
  kickOff: stage('1H', 'First Half', 1, [0, 0], 0),
  firstGoal: stage('1H', 'First Half', 12, [1, 0], 1),
  card: stage('1H', 'First Half', 23, [1, 0], 2),
  equaliser: stage('1H', 'First Half', 34, [1, 1], 3),
  varCancelled: stage('1H', 'First Half', 36, [1, 0], 4),
  stoppage: stage('1H', 'First Half', 45, [1, 0], 5),
  halfTime: stage('HT', 'Halftime', 45, [1, 0], 5, [1, 0]),
  secondHalf: stage('2H', 'Second Half', 46, [1, 0], 5, [1, 0]),
  penalty: stage('2H', 'Second Half', 55, [1, 1], 6, [1, 0]),
  substitution: stage('2H', 'Second Half', 60, [1, 1], 7, [1, 0]),
  winner: stage('2H', 'Second Half', 78, [2, 1], 8, [1, 0]),
  redCard: stage('2H', 'Second Half', 85, [2, 1], 9, [1, 0]),
  lateSub: stage('2H', 'Second Half', 90, [2, 1], 10, [1, 0]),
  fullTime: stage('FT', 'Match Finished', 90, [2, 1], 10, [1, 0], [2, 1]),
} satisfies Record<string, Stage>;

/** The statistics endpoint's values at full time; earlier it answers the share of them the minute has reached. */
export const FINAL_STATISTICS: [string, number | string, number | string][] = [
  ['Shots on Goal', 7, 3],
  ['Shots off Goal', 10, 6],
  ['Total Shots', 17, 9],
  ['Blocked Shots', 4, 2],
  ['Fouls', 9, 12],
  ['Corner Kicks', 6, 3],
  ['Offsides', 2, 1],
  ['Ball Possession', '58%', '42%'],
  ['Yellow Cards', 1, 1],
  ['Red Cards', 0, 1],
  ['Goalkeeper Saves', 2, 5],
  ['Total passes', 612, 443],
  ['Passes %', '89%', '83%'],
];

const entry = (person: Person, number: number, pos: string) => ({ player: { ...person, number, pos, grid: null } });

export const LINEUPS = [
  {
    team: HOME,
    formation: '4-3-3',
    startXI: [
      entry(city.ederson, 31, 'G'),
      entry(city.walker, 2, 'D'),
      entry(city.dias, 3, 'D'),
      entry(city.akanji, 25, 'D'),
      entry(city.gvardiol, 24, 'D'),
      entry(city.rodri, 16, 'M'),
      entry(city.deBruyne, 17, 'M'),
      entry(city.silva, 20, 'M'),
      entry(city.doku, 11, 'F'),
      entry(city.grealish, 10, 'F'),
      entry(city.haaland, 9, 'F'),
    ],
    substitutes: [entry(city.foden, 47, 'M'), entry(city.ortega, 18, 'G')],
  },
  {
    team: AWAY,
    formation: '4-2-3-1',
    startXI: [
      entry(pool.alisson, 1, 'G'),
      entry(pool.trent, 66, 'D'),
      entry(pool.konate, 5, 'D'),
      entry(pool.vanDijk, 4, 'D'),
      entry(pool.robertson, 26, 'D'),
      entry(pool.macAllister, 10, 'M'),
      entry(pool.gravenberch, 38, 'M'),
      entry(pool.szoboszlai, 8, 'M'),
      entry(pool.salah, 11, 'F'),
      entry(pool.diaz, 7, 'F'),
      entry(pool.gakpo, 18, 'F'),
    ],
    substitutes: [entry(pool.nunez, 9, 'F'), entry(pool.kelleher, 62, 'G')],
  },
];

/** The odds endpoint's pre-match prices (`update` as the provider writes it); only Bet365 (8) is mapped in the tests. */
export function recordedOdds(kickoffAt: number) {
  const price = (value: string, odd: string) => ({ value, odd });
  return {
    league: { id: LEAGUE.id, name: LEAGUE.name, country: LEAGUE.country, season: LEAGUE.season },
    fixture: { id: FIXTURE_ID, timezone: 'UTC', date: new Date(kickoffAt * 1000).toISOString(), timestamp: kickoffAt },
    update: new Date((kickoffAt - 7200) * 1000).toISOString(),
    bookmakers: [
      {
        id: 8,
        name: 'Bet365',
        bets: [
          {
            id: 1,
            name: 'Match Winner',
            values: [price('Home', '1.95'), price('Draw', '3.90'), price('Away', '3.60')],
          },
          {
            id: 5,
            name: 'Goals Over/Under',
            values: [
              price('Over 1.5', '1.22'),
              price('Under 1.5', '4.20'),
              price('Over 2.5', '1.62'),
              price('Under 2.5', '2.30'),
            ],
          },
        ],
      },
      {
        id: 6,
        name: 'Bwin',
        bets: [
          {
            id: 1,
            name: 'Match Winner',
            values: [price('Home', '1.90'), price('Draw', '3.80'), price('Away', '3.70')],
          },
        ],
      },
    ],
  };
}
