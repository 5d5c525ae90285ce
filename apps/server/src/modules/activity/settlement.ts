import {
  BasketballStatus,
  FootballStatus,
  IncidentType,
  guessReturn,
  pickOfGuess,
  settlePick,
  type FinalScore,
} from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { repeatTask } from '../../platform/repeat';
import type { WalletServices } from '../wallet';
import { scoreFromText } from '../../platform/db/score-text';
import { findSettleable, lastNormalTimeGoalScore, markSettled } from './guess.repository';

const GOAL_TYPES = [IncidentType.goal, IncidentType.penaltyGoal, IncidentType.ownGoal];

type SettleRow = Awaited<ReturnType<typeof findSettleable>>[number];

const BATCH = 200;
export const SETTLE_INTERVAL_MS = 2000;

/** Per sport: the state a guess settles on the score in, and the states that void it (stake returned). */
const FINAL_STATES = {
  football: {
    finished: FootballStatus.finished,
    void: [FootballStatus.postponed, FootballStatus.abandoned, FootballStatus.cancelled],
  },
  basketball: {
    finished: BasketballStatus.finished,
    void: [BasketballStatus.cancelled, BasketballStatus.abandoned],
  },
} as const;

type Deps = { db: Db; clock: Clock; wallet: WalletServices };

/**
 * Settles every open guess whose match has finished or was called off, with the tips' own `settlePick`. The
 * return is credited first under a key of the guess, then the guess is marked: a crash in between, or two instances
 * racing, credit once and mark once.
 */
export function createSettlement({ db, clock, wallet }: Deps) {
  /**
   * Football settles on the 90 minutes: after extra time, the score of the last goal of normal time (0-0 without
   * one); basketball on the final score, overtime included.
   */
  async function settlingScore(row: SettleRow): Promise<{ home: number; away: number }> {
    if (row.sport === 'football' && row.extra_time_score !== null) {
      const [home, away] = scoreFromText(await lastNormalTimeGoalScore(db, row.match_id, GOAL_TYPES)) ?? [0, 0];
      return { home, away };
    }
    return { home: row.home_score, away: row.away_score };
  }

  async function settleSport(sport: keyof typeof FINAL_STATES): Promise<number> {
    const states = FINAL_STATES[sport];
    const rows = await findSettleable(db, sport, [states.finished, ...states.void], BATCH);
    for (const row of rows) {
      const score: FinalScore = row.state === states.finished ? await settlingScore(row) : 'void';
      const outcome = settlePick(pickOfGuess(row.market, row.selection, row.line), score);
      const returned = guessReturn(outcome, row.stake, row.odds);
      if (returned > 0) {
        await wallet.credit({
          userId: row.user_id,
          currency: 'point',
          amount: returned,
          reason: outcome === 'void' ? 'guessRefund' : 'guessWin',
          idempotencyKey: `guessret:${row.id}`,
          reference: `match:${row.match_id}`,
        });
      }
      await markSettled(db, row.id, { outcome, returned, settled_at: clock() });
    }
    return rows.length;
  }

  return {
    /** One pass over both sports; answers how many guesses it looked at. */
    async settleOnce(): Promise<number> {
      return (await settleSport('football')) + (await settleSport('basketball'));
    },
    start(logger: Logger) {
      return repeatTask(async () => ({ more: (await this.settleOnce()) >= BATCH }), {
        intervalMs: SETTLE_INTERVAL_MS,
        logger,
        name: 'activity settlement',
      });
    },
  };
}
