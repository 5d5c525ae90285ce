import type { CodeMessages } from '../../platform/http/messages';

/** The codes 礼物与贵族 answers with, and what the fan reads in the envelope's `msg`. */
export const giftsCodes = {
  nobleDowngrade: '当前爵位有效期内不能购买更低的爵位',
  giftToOwnRoom: '不能给自己的直播间送礼物',
} satisfies CodeMessages;
