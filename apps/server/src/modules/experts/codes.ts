import type { CodeMessages } from '../../platform/http/messages';

/** The codes 专家与方案 answers with, and what the fan reads in the envelope's `msg`. */
export const expertsCodes = {
  expertNotFound: '专家不存在',
  tipNotFound: '方案不存在或已下线',
  tipAfterKickoff: '比赛已开赛，不能再发布方案',
  tipPickNotOfMarket: '该比赛不支持这个玩法或选项',
  tipNoOdds: '这场比赛暂无该玩法的赔率，无法发布',
  tipPriceLocked: '升到中级专家后才能发布付费方案，价格不超过等级上限',
  tipOwnPurchase: '不能购买自己的方案',
  tipFree: '免费方案无需购买',
  tipSalesClosed: '比赛已开赛，方案停止售卖',
  tipDuplicate: '你已在这场比赛的这个玩法发布过方案',
  followSelf: '不能关注自己',
  tipRealNameRequired: '完成实名认证后才能发布方案',
} satisfies CodeMessages;
