/** Play-by-play of a generated game; the play and statistic codes live in @kanqiu/domain. */
import type { BasketballPlayTypeCode } from '@kanqiu/domain';
import type { FeedSide, ScorePair } from '../../events';

/**
 * One play. `side` is the acting team (null for a period's start and end); `playerId` is null for
 * team-level plays (every CBA play, timeouts). `related`: the player fouled, the shooter blocked, the
 * player who went off for a substitution (`playerId` came on).
 */
export type Play = readonly [
  period: number,
  secondsLeft: number,
  side: FeedSide | null,
  playerId: number | null,
  type: BasketballPlayTypeCode,
  points: number,
  scoreAfter: ScorePair,
  related: number | null,
];
