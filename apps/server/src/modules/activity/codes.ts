import type { CodeMessages } from '../../platform/http/messages';

/** The codes 竞猜与抽奖 answers with, and what the fan reads in the envelope's `msg`. */
export const activityCodes = {
  guessClosed: '比赛已开球或已结束，竞猜已截止',
  guessUnpriced: '该比赛暂无可竞猜的赔率',
  guessLimitReached: '同一场比赛最多竞猜 3 次',
  pointsInsufficient: '积分不足，签到或竞猜可赚取积分',
  pointsOnly: '竞猜和抽奖只能使用积分，不能使用球币',
  prizeNotClaimable: '该奖品无需领取或已领取',
  prizeNotShippable: '该奖品尚未填写地址或已发货',
  addressLimitReached: '最多保存 10 个收货地址',
  regionInvalid: '请选择正确的省、市、区',
  addressNotFound: '收货地址不存在',
} satisfies CodeMessages;
