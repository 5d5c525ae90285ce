import {
  BasketballStatus,
  FootballStatus,
  basketballForecast,
  basketballMarkets,
  basketballRating,
  BASKETBALL_HOME_POINTS,
  BASKETBALL_RATING_GAMES,
  confidenceOf,
  footballMarkets,
  formOf,
  goalGrid,
  likeliestScores,
  matchDayOf,
  matchDayStart,
  outcomeOf,
  pickOf,
  previewOf,
  priorRatings,
  restDays,
  type FootballPreview,
  type MatchMarkets,
  type PlayedGame,
} from '@kanqiu/domain';
import type { Prediction, PredictionDay, PredictionReason, PredictionRecord } from '@kanqiu/contract';
import { fail } from '../../platform/http/app-error';
import type { Clock } from '../../platform/clock';
import type { BasketballBook } from './basketball-book';
import type { FootballBook, FootballSeason } from './football-book';
import type { PredictionPorts } from './ports';
import type { PredictedMatchRow, PredictionsRepository } from './predictions.repository';
import { eachInSlices } from './slices';

const DAY = 86_400;
const FORM_GAMES = 5;
const FINAL_STATE = { football: FootballStatus.finished, basketball: BasketballStatus.finished } as const;
/** Predictions are deterministic once made; the cache only saves the basketball season's look-ups. */
const CACHE_LIMIT = 5000;

type Model = {
  markets: MatchMarkets;
  expected: { home: number; away: number };
  topScores: Prediction['topScores'];
  reasons: PredictionReason[];
};

type Dependencies = {
  repository: PredictionsRepository;
  book: FootballBook;
  basketballBook: BasketballBook;
  ports: PredictionPorts;
  clock: Clock;
};

const isFinal = (row: PredictedMatchRow) => row.state === FINAL_STATE[row.sport];

const round = (value: number, places = 3) => Number(value.toFixed(places));

function headToHead(homeId: number, awayId: number, games: readonly PlayedGame[]): PredictionReason | null {
  const meetings = games.filter(
    (g) => [g.homeTeamId, g.awayTeamId].includes(homeId) && [g.homeTeamId, g.awayTeamId].includes(awayId),
  );
  if (meetings.length === 0) return null;
  const winner = (g: PlayedGame) => {
    const outcome = outcomeOf(g.score);
    if (outcome === 'draw') return null;
    return outcome === 'home' ? g.homeTeamId : g.awayTeamId;
  };
  const winners = meetings.map(winner);
  return {
    kind: 'h2h',
    homeWins: winners.filter((w) => w === homeId).length,
    draws: winners.filter((w) => w === null).length,
    awayWins: winners.filter((w) => w === awayId).length,
  };
}

/** Each team's games, indexed once per list: a season's list holds thousands and is asked for every match. */
const teamIndexes = new WeakMap<readonly PlayedGame[], Map<number, PlayedGame[]>>();

function gamesOfTeam(games: readonly PlayedGame[], teamId: number): readonly PlayedGame[] {
  let index = teamIndexes.get(games);
  if (!index) {
    const built = new Map<number, PlayedGame[]>();
    const add = (team: number, game: PlayedGame) => {
      const own = built.get(team);
      if (own) own.push(game);
      else built.set(team, [game]);
    };
    for (const game of games) {
      add(game.homeTeamId, game);
      if (game.awayTeamId !== game.homeTeamId) add(game.awayTeamId, game);
    }
    index = built;
    teamIndexes.set(games, index);
  }
  return index.get(teamId) ?? [];
}

/** Form, meetings and rest from the games played before `before`. */
function historyReasons(
  homeId: number,
  awayId: number,
  games: readonly PlayedGame[],
  before: number,
): PredictionReason[] {
  const homeGames = gamesOfTeam(games, homeId);
  const awayGames = gamesOfTeam(games, awayId);
  const meetings = headToHead(
    homeId,
    awayId,
    homeGames.filter((g) => g.kickoffAt < before),
  );
  return [
    {
      kind: 'form',
      home: formOf(homeId, homeGames, before, FORM_GAMES),
      away: formOf(awayId, awayGames, before, FORM_GAMES),
    },
    ...(meetings ? [meetings] : []),
    { kind: 'rest', home: restDays(homeId, homeGames, before), away: restDays(awayId, awayGames, before) },
  ];
}

export function createPredictionsService({ repository, book, basketballBook, ports, clock }: Dependencies) {
  const cache = new Map<number, Prediction>();

  function footballModel(row: PredictedMatchRow, season: FootballSeason): Model {
    const archived = season.archiveMatch(row.provider, row.provider_match_id);
    const preview: FootballPreview =
      (archived && season.walk.previews.get(archived.id)) ??
      previewOf(season.walk.latest.get(row.competition_id) ?? priorRatings(), row.home_team_id, row.away_team_id);
    const grid = goalGrid(preview.rates);
    const history = archived
      ? historyReasons(row.home_team_id, row.away_team_id, season.played, archived.kickoffAt)
      : [];
    return {
      markets: footballMarkets(grid),
      expected: { home: round(preview.rates.home, 2), away: round(preview.rates.away, 2) },
      topScores: likeliestScores(grid, 3).map((s) => ({ ...s, chance: round(s.chance) })),
      reasons: [
        {
          kind: 'rating',
          home: round(preview.home.attack + preview.home.defence, 2),
          away: round(preview.away.attack + preview.away.defence, 2),
        },
        ...history,
        { kind: 'home', value: round(preview.homeGoals, 2) },
      ],
    };
  }

  function basketballModel(row: PredictedMatchRow): Model {
    const homeGames = ports.basketball.gamesOf(row.home_team_id, row.kickoff_at, BASKETBALL_RATING_GAMES);
    const awayGames = ports.basketball.gamesOf(row.away_team_id, row.kickoff_at, BASKETBALL_RATING_GAMES);
    const home = basketballRating(row.home_team_id, homeGames);
    const away = basketballRating(row.away_team_id, awayGames);
    const forecast = basketballForecast(home, away);
    const unique = new Map([...homeGames, ...awayGames].map((g) => [g.providerMatchId, g]));
    return {
      markets: basketballMarkets(forecast),
      expected: {
        home: round((forecast.total + forecast.margin) / 2, 1),
        away: round((forecast.total - forecast.margin) / 2, 1),
      },
      topScores: [],
      reasons: [
        { kind: 'rating', home: round(home.rating, 1), away: round(away.rating, 1) },
        ...historyReasons(row.home_team_id, row.away_team_id, [...unique.values()], row.kickoff_at),
        { kind: 'home', value: BASKETBALL_HOME_POINTS },
      ],
    };
  }

  function finalScore(row: PredictedMatchRow, season: FootballSeason): [number, number] | null {
    if (!isFinal(row)) return null;
    const archived = row.sport === 'football' ? season.archiveMatch(row.provider, row.provider_match_id) : null;
    // The football model predicts the 90 minutes: a replayed cup tie is judged before extra time.
    return archived ? [archived.ft[0], archived.ft[1]] : [row.home_score, row.away_score];
  }

  function predict(row: PredictedMatchRow, season: FootballSeason): Prediction {
    const model = row.sport === 'football' ? footballModel(row, season) : basketballModel(row);
    const { outcomes, handicap, total } = model.markets;
    const chances = { home: round(outcomes.home), draw: round(outcomes.draw), away: round(outcomes.away) };
    const pick = pickOf(outcomes);
    const score = finalScore(row, season);
    const line = (l: typeof handicap) => ({ line: l.line, over: round(l.over), under: round(l.under) });
    return {
      matchId: row.id,
      sport: row.sport,
      competitionId: row.competition_id,
      competitionName: row.league_name,
      kickoffAt: row.kickoff_at,
      state: row.state,
      generated: row.source === 'generated',
      home: { id: row.home_team_id, name: row.home_name },
      away: { id: row.away_team_id, name: row.away_name },
      score,
      chances,
      pick,
      confidence: confidenceOf(outcomes, row.sport),
      expected: model.expected,
      topScores: model.topScores,
      handicap: line(handicap),
      total: line(total),
      reasons: model.reasons,
      hit: score ? outcomeOf(score) === pick : null,
    };
  }

  /** A prediction is made from what was known at kick-off, so it never changes; only its result does. */
  function predictionOf(row: PredictedMatchRow, season: FootballSeason): Prediction {
    const known = cache.get(row.id);
    const made = known ?? predict(row, season);
    if (!known) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(row.id, made);
    }
    const score = finalScore(row, season);
    return { ...made, state: row.state, score, hit: score ? outcomeOf(score) === made.pick : null };
  }

  /** The predictions of stored matches (the football season is worked out on first use). */
  async function predictionsOf(rows: readonly PredictedMatchRow[]): Promise<Prediction[]> {
    const season = await book.season();
    const predictions: Prediction[] = [];
    // A basketball prediction plays the teams' last games on first use.
    await eachInSlices(rows, (row) => predictions.push(predictionOf(row, season)));
    return predictions;
  }

  async function predictionOfId(matchId: number): Promise<Prediction | null> {
    const row = await repository.byId(matchId);
    return row ? ((await predictionsOf([row]))[0] ?? null) : null;
  }

  const service = {
    /** The prediction of one stored match, or null when there is no such match. */
    predictionFor: predictionOfId,

    async match(matchId: number): Promise<Prediction> {
      return (await predictionOfId(matchId)) ?? fail('predictionNotFound');
    },

    async today(): Promise<PredictionDay> {
      const now = clock();
      const day = matchDayOf(now);
      const from = matchDayStart(day);
      // Still to be decided first, then the day's results; competitions in the order of their first such match.
      const rows = (await repository.between(from, from + DAY)).toSorted(
        (a, b) => Number(isFinal(a)) - Number(isFinal(b)),
      );
      const groups = new Map<number, PredictionDay['groups'][number]>();
      for (const prediction of await predictionsOf(rows)) {
        const group = groups.get(prediction.competitionId) ?? {
          competitionId: prediction.competitionId,
          name: prediction.competitionName,
          sport: prediction.sport,
          predictions: [],
        };
        group.predictions.push(prediction);
        groups.set(prediction.competitionId, group);
      }
      return { day, serverTime: now, groups: [...groups.values()] };
    },

    async record(page: number, size: number): Promise<PredictionRecord> {
      const rows = await repository.finished(FINAL_STATE, clock());
      const all = await predictionsOf(rows);
      const tally = (sport: Prediction['sport']) => {
        const own = all.filter((p) => p.sport === sport);
        return { played: own.length, hits: own.filter((p) => p.hit).length };
      };
      return {
        list: all.slice((page - 1) * size, page * size),
        page,
        next: all.length > page * size,
        tally: { football: tally('football'), basketball: tally('basketball') },
      };
    },

    backtest: () => book.backtest(),
    basketballBacktest: () => basketballBook.backtest(),

    /** Works out the season, the backtest and the stored matches' predictions before the first fan asks. */
    async warm(): Promise<void> {
      await service.backtest();
      await service.basketballBacktest();
      await service.record(1, 1);
      await service.today();
    },
  };
  return service;
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;
