import type { CodeMessages } from '../../platform/http/messages';

/** The codes 青少年模式与消费规则 answers with, and what the fan reads in the envelope's `msg`. */
export const minorModeCodes = {
  minorCurfew: '青少年模式下 22:00 至次日 06:00 为休息时间，请明天再来',
  minorTimeLimit: '青少年模式下每天最多使用 40 分钟，今天的时间已用完',
  minorPasswordWrong: '青少年模式密码错误',
  minorPasswordInvalid: '请设置 4 位数字密码',
  minorModeOff: '青少年模式未开启',
  minorPasswordLocked: '密码错误次数过多，请 10 分钟后再试',
  minorRecharge: '青少年模式下不能充值',
  minorGift: '青少年模式下不能送礼物',
  minorNoble: '青少年模式下不能开通贵族',
  minorTipPurchase: '青少年模式下不能购买方案',
  minorGuess: '青少年模式下不能参与竞猜',
  minorWheel: '青少年模式下不能参与抽奖',
  minorStrangerMessage: '对方开启了青少年模式，只接收好友的私信',
  minorBroadcast: '青少年模式下不能开播',
  minorUnsuitable: '青少年模式下暂不能查看该内容',
  adultRequired: '完成实名认证且年满 18 周岁后才能充值、送礼物、开通贵族或购买方案',
  spendOverGiftLimit: '单次消费超过上限',
  spendOverDayLimit: '今日消费已达上限',
  spendOverMonthLimit: '本月消费已达上限',
  spendNeedsConfirmation: '本次消费金额较大，请确认后再支付',
} satisfies CodeMessages;
