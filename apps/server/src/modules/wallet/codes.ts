import type { CodeMessages } from '../../platform/http/messages';

/** The codes 钱包 answers with, and what the fan reads in the envelope's `msg`. */
export const walletCodes = {
  insufficientBalance: '余额不足',
  rechargeUnavailable: '充值暂未开放',
  idempotencyKeyReused: '该请求编号已用于另一笔不同的操作',
  paymentUnavailable: '支付服务暂时不可用，请稍后再试',
  wechatAuthRequired: '请先完成微信授权后再支付',
} satisfies CodeMessages;
