/**
 * The NBA play-offs after the generated regular season (docs/basketball-model.md, "Play-offs"). The eight
 * best records of each conference (wins, then points difference; no play-in) play best-of-seven series,
 * 1–8, 4–5, 3–6 and 2–7, the winners on in bracket order to the conference finals and the Finals. Every game
 * is played by the possession model from the same ratings and seeded by its id, as in the regular season,
 * so the bracket follows from the season's generated results and is the same on every instance.
 * - The first round opens on the first Sunday (Beijing) at least 10 days after the regular season's last
 *   night, in mid or late April; half its series start a day later, so a night of it has at most four games.
 * - A series plays every 2 or 3 days (GAME_GAPS) in the 2-2-1-1-1 home pattern and ends when a side wins 4.
 * - The next series of the bracket opens 2 days after the later of the two series feeding it; the Finals
 *   3 days after both conference finals, not before 4 June. Everything ends before July.
 * - Tip-offs 07:00–11:30 Beijing time (evenings in America); a night with one game, 08:30.
 */
import {
  FIRST_ROUND_SEEDS,
  PLAYOFF_SEEDS,
  SERIES_WINS,
  higherSeedAtHome,
  type Conference,
  type PlayoffStage,
} from '@kanqiu/domain';
import {
  byTipOff,
  dayOfDate,
  dayStartAt,
  leagueFixturesOfDay,
  regularSeasonEnd,
  seasonStartDay,
  weekdayOf,
  type BasketballFixture,
} from './calendar';
import type { NbaSeason } from '../../dataset/dataset';
import { simulateGame } from './game';
import { NBA } from './league';
import type { TeamRating } from './ratings';

export interface PlayoffTeam {
  readonly rating: TeamRating;
  readonly conference: Conference;
}

/** The NBA teams with their conferences, in the data's team order (the order of `nbaRatings`). */
export function nbaPlayoffTeams(nba: NbaSeason, ratings: readonly TeamRating[]): PlayoffTeam[] {
  return ratings.map((rating, i) => {
    const team = nba.teams[i];
    if (!team) throw new Error(`no NBA team ${i} for rating ${rating.teamId}`);
    return { rating, conference: team.conference };
  });
}

/** A team's regular-season record; `team` is its index in the data's team order. */
export interface Standing {
  readonly team: number;
  readonly conference: Conference;
  readonly wins: number;
  readonly losses: number;
  readonly pointsDifference: number;
}

/** Days from game n to game n + 1 of a series: two, or three when the teams travel after games 2 and 4. */
const GAME_GAPS = [2, 3, 2, 3, 2, 2] as const;
const FIRST_ROUND_REST = 10;
const NEXT_SERIES_REST = 2;
const FINALS_REST = 3;
const FINALS_EARLIEST: readonly [month: number, date: number] = [6, 4];
const SUNDAY = 0;
/** Tip-offs of a night, in Beijing hours, by its number of games (more than four: every half hour from 07:00). */
const PLAYOFF_NIGHTS: readonly (readonly number[])[] = [[], [8.5], [7, 9.5], [7, 8.5, 10], [7, 8, 9.5, 10.5]];
const LATEST_TIP_OFF = 11.5;

type Winner = (fixture: BasketballFixture) => 'home' | 'away';

/** A series' games (their tip-off still to be set) and its outcome. */
interface Series {
  readonly games: BasketballFixture[];
  readonly winner: number;
  readonly lastDay: number;
}

interface SeriesPlan {
  readonly code: string;
  readonly stage: PlayoffStage;
  readonly conference: Conference | null;
  /** Team indices; the higher seed has home court. */
  readonly higher: number;
  readonly lower: number;
  readonly opensOn: number;
}

const STAGE_ROUND: Readonly<Record<PlayoffStage, number>> = {
  firstRound: 1,
  conferenceSemifinal: 2,
  conferenceFinal: 3,
  finals: 4,
};

/**
 * The play-off fixtures of a Shanghai day, season by season worked out once when first asked for (the
 * regular season is played through to seed them).
 */
export function createNbaPlayoffs(teams: readonly PlayoffTeam[]) {
  const seasons = new Map<number, readonly BasketballFixture[]>();
  const winner: Winner = (fixture) => (homeMargin(teams, fixture) > 0 ? 'home' : 'away');

  function seasonOf(startDay: number): readonly BasketballFixture[] {
    let fixtures = seasons.get(startDay);
    if (!fixtures) {
      fixtures = playoffFixtures(startDay, regularSeasonStandings(teams, startDay), winner);
      seasons.set(startDay, fixtures);
    }
    return fixtures;
  }

  return {
    fixturesOfDay(day: number): BasketballFixture[] {
      const startDay = seasonStartDay('nba', day);
      if (day <= regularSeasonEnd('nba', startDay, teams.length)) return [];
      return seasonOf(startDay).filter((f) => f.day === day);
    },
  };
}

export type NbaPlayoffs = ReturnType<typeof createNbaPlayoffs>;

function ratingOf(teams: readonly PlayoffTeam[], index: number): TeamRating {
  const team = teams[index];
  if (!team) throw new Error(`no NBA team ${index}`);
  return team.rating;
}

/** The game as the feed plays it (the same model, ratings and seed), home points minus away points. */
function homeMargin(teams: readonly PlayoffTeam[], fixture: BasketballFixture): number {
  const home = ratingOf(teams, fixture.home);
  const away = ratingOf(teams, fixture.away);
  const { score } = simulateGame(NBA, home, away, fixture.providerMatchId);
  return score[0] - score[1];
}

/** Every team's record in the regular season that opened on `startDay`, best first. */
export function regularSeasonStandings(teams: readonly PlayoffTeam[], startDay: number): Standing[] {
  const records = teams.map((team, i) => ({
    team: i,
    conference: team.conference,
    wins: 0,
    losses: 0,
    pointsDifference: 0,
  }));
  for (let day = startDay; day <= regularSeasonEnd('nba', startDay, teams.length); day++) {
    for (const fixture of leagueFixturesOfDay('nba', teams.length, day)) {
      const margin = homeMargin(teams, fixture);
      for (const [index, sideMargin] of [
        [fixture.home, margin],
        [fixture.away, -margin],
      ] as const) {
        const record = records[index];
        if (!record) continue;
        if (sideMargin > 0) record.wins += 1;
        else record.losses += 1;
        record.pointsDifference += sideMargin;
      }
    }
  }
  return records.sort((a, b) => b.wins - a.wins || b.pointsDifference - a.pointsDifference || a.team - b.team);
}

/** The season's play-off fixtures, in tip-off order. */
export function playoffFixtures(startDay: number, standings: readonly Standing[], winner: Winner): BasketballFixture[] {
  const rank = new Map(standings.map((s, i) => [s.team, i]));
  const better = (a: number, b: number): [number, number] =>
    (rank.get(a) ?? 0) <= (rank.get(b) ?? 0) ? [a, b] : [b, a];
  /** The series between the winners of a and b, once both are over. */
  const next = (code: string, stage: PlayoffStage, conference: Conference, a: Series, b: Series) => {
    const [higher, lower] = better(a.winner, b.winner);
    const opensOn = Math.max(a.lastDay, b.lastDay) + NEXT_SERIES_REST;
    return playSeries({ code, stage, conference, higher, lower, opensOn }, winner);
  };
  const opening = firstRoundDay(regularSeasonEnd('nba', startDay, standings.length));
  const played: Series[] = [];
  const conferenceChampions = (['east', 'west'] as const).map((conference) => {
    const seeds = standings.filter((s) => s.conference === conference).slice(0, PLAYOFF_SEEDS);
    const firstRound = FIRST_ROUND_SEEDS.map(([higher, lower], k) =>
      playSeries(
        {
          code: `${conference[0]}${k + 1}`,
          stage: 'firstRound',
          conference,
          higher: seeds[higher - 1]?.team ?? 0,
          lower: seeds[lower - 1]?.team ?? 0,
          // 1–8 and 2–7 open the round; 4–5 and 3–6 a day later.
          opensOn: opening + (k === 1 || k === 2 ? 1 : 0),
        },
        winner,
      ),
    );
    const [a, b, c, d] = firstRound as [Series, Series, Series, Series];
    const semifinals = [
      next(`${conference[0]}s1`, 'conferenceSemifinal', conference, a, b),
      next(`${conference[0]}s2`, 'conferenceSemifinal', conference, c, d),
    ] as const;
    const final = next(`${conference[0]}f`, 'conferenceFinal', conference, semifinals[0], semifinals[1]);
    played.push(...firstRound, ...semifinals, final);
    return final;
  });
  const [east, west] = conferenceChampions as [Series, Series];
  const [higher, lower] = better(east.winner, west.winner);
  const year = new Date(opening * 86_400_000).getUTCFullYear();
  const opensOn = Math.max(Math.max(east.lastDay, west.lastDay) + FINALS_REST, dayOfDate(year, ...FINALS_EARLIEST));
  played.push(playSeries({ code: 'f', stage: 'finals', conference: null, higher, lower, opensOn }, winner));
  return withTipOffs(played.flatMap((series) => series.games));
}

/** The first Sunday at least FIRST_ROUND_REST days after the regular season's last night. */
function firstRoundDay(lastRegularDay: number): number {
  const earliest = lastRegularDay + FIRST_ROUND_REST;
  return earliest + ((SUNDAY - weekdayOf(earliest) + 7) % 7);
}

function playSeries(plan: SeriesPlan, winner: Winner): Series {
  const wins = new Map([
    [plan.higher, 0],
    [plan.lower, 0],
  ]);
  const games: BasketballFixture[] = [];
  let day = plan.opensOn;
  for (let game = 1; Math.max(...wins.values()) < SERIES_WINS; game++) {
    day += game === 1 ? 0 : (GAME_GAPS[game - 2] ?? 2);
    const [home, away] = higherSeedAtHome(game) ? [plan.higher, plan.lower] : [plan.lower, plan.higher];
    const fixture: BasketballFixture = {
      providerMatchId: `nba:${day}:po-${plan.code}-${game}`,
      league: NBA,
      day,
      round: STAGE_ROUND[plan.stage],
      kickoffAt: dayStartAt(day),
      home,
      away,
      playoff: {
        stage: plan.stage,
        conference: plan.conference,
        game,
        wins: [wins.get(away) ?? 0, wins.get(home) ?? 0],
      },
    };
    games.push(fixture);
    const won = winner(fixture) === 'home' ? home : away;
    wins.set(won, (wins.get(won) ?? 0) + 1);
  }
  const winnerTeam = (wins.get(plan.higher) ?? 0) === SERIES_WINS ? plan.higher : plan.lower;
  return { games, winner: winnerTeam, lastDay: day };
}

/** The Beijing hour the n-th game of a night of `games` tips off. */
function nightTipOff(games: number, n: number): number {
  return PLAYOFF_NIGHTS[games]?.[n] ?? Math.min(7 + n / 2, LATEST_TIP_OFF);
}

/** Each night's games tip off in its pattern, in bracket order. */
function withTipOffs(games: readonly BasketballFixture[]): BasketballFixture[] {
  const nights = new Map<number, BasketballFixture[]>();
  for (const game of games) nights.set(game.day, [...(nights.get(game.day) ?? []), game]);
  return [...nights.values()]
    .flatMap((night) =>
      night.map((game, n) => ({ ...game, kickoffAt: dayStartAt(game.day) + nightTipOff(night.length, n) * 3600 })),
    )
    .sort(byTipOff);
}
