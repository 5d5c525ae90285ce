import { z } from 'zod';
import { pageOf } from './envelope';
import { idField, sport } from './live/common';

/** AI 预测 (docs/ai-predictions.md): the model's chances for a match, its pick, and why. */
export const predictionOutcome = z.enum(['home', 'draw', 'away']);
export const predictionConfidence = z.enum(['high', 'medium', 'low']);

const chance = z.number().min(0).max(1);

/** `line`: goals (points) the home side gives, or the total; `over`: the home (over) side's chance. */
export const predictionLine = z.object({ line: z.number(), over: chance, under: chance });

const sides = <T extends z.ZodType>(value: T) => z.object({ home: value, away: value });

/**
 * Why the model leans one way; the web words them. `rating`: strength ratings (football: attack + defence
 * on the log scale; basketball: points per game above average); `form`: the last results, newest first;
 * `h2h`: earlier meetings this season; `home`: what playing at home is worth (goals or points); `rest`:
 * days since each side's last match.
 */
export const predictionReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rating'), ...sides(z.number()).shape }),
  z.object({ kind: z.literal('form'), ...sides(z.array(z.enum(['W', 'D', 'L']))).shape }),
  z.object({ kind: z.literal('h2h'), homeWins: z.number().int(), draws: z.number().int(), awayWins: z.number().int() }),
  z.object({ kind: z.literal('home'), value: z.number() }),
  z.object({ kind: z.literal('rest'), ...sides(z.number().int().nullable()).shape }),
]);
export type PredictionReason = z.infer<typeof predictionReason>;

export const prediction = z.object({
  matchId: z.number().int(),
  sport,
  competitionId: z.number().int(),
  competitionName: z.string(),
  kickoffAt: z.number().int(),
  state: z.number().int(),
  /** `generated`: the match is simulated (basketball, 模拟). */
  generated: z.boolean(),
  home: z.object({ id: z.number().int(), name: z.string() }),
  away: z.object({ id: z.number().int(), name: z.string() }),
  /** The final score once the match is over, else null. */
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  /** Win / draw / loss of the home side; `draw` is 0 in basketball. */
  chances: z.object({ home: chance, draw: chance, away: chance }),
  pick: predictionOutcome,
  confidence: predictionConfidence,
  /** Expected goals (football) or points (basketball) of each side. */
  expected: sides(z.number()),
  /** Football's three likeliest scores; empty for basketball. */
  topScores: z.array(z.object({ home: z.number().int(), away: z.number().int(), chance })),
  handicap: predictionLine,
  total: predictionLine,
  reasons: z.array(predictionReason),
  /** Whether the pick was right, once the match is over. */
  hit: z.boolean().nullable(),
});
export type Prediction = z.infer<typeof prediction>;

/** GET /live/ai/v1/today: today's picks (Beijing day of the sports clock), grouped by competition. */
export const predictionDay = z.object({
  day: z.string(),
  serverTime: z.number().int(),
  groups: z.array(
    z.object({ competitionId: z.number().int(), name: z.string(), sport, predictions: z.array(prediction) }),
  ),
});
export type PredictionDay = z.infer<typeof predictionDay>;

/** GET /live/ai/v1/record: finished matches of the last days, newest first, and the running record. */
export const predictionRecordQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const predictionTally = z.object({ played: z.number().int(), hits: z.number().int() });

export const predictionRecord = pageOf(prediction).extend({
  tally: z.object({ football: predictionTally, basketball: predictionTally }),
});
export type PredictionRecord = z.infer<typeof predictionRecord>;

export const scoreCardName = z.enum(['model', 'oddsModel', 'baseRates', 'alwaysHome']);

/** `logLoss` null where it is infinite (a hard pick that missed). */
export const backtestScoreCard = z.object({
  name: scoreCardName,
  matches: z.number().int(),
  accuracy: chance,
  brier: z.number(),
  logLoss: z.number().nullable(),
});

export const calibrationBin = z.object({
  from: chance,
  to: chance,
  forecast: chance,
  observed: chance,
  count: z.number().int(),
});

/** GET /live/ai/v1/backtest: the football model over the whole replay season, out of sample. */
export const predictionBacktest = z.object({
  season: z.string(),
  matches: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  cards: z.array(backtestScoreCard),
  calibration: z.array(calibrationBin),
});
export type PredictionBacktest = z.infer<typeof predictionBacktest>;

export const predictionMatchParams = z.object({ matchId: idField });
