import type { CodeMessages } from '../../platform/http/messages';

/** The codes 预测 answers with, and what the fan reads in the envelope's `msg`. */
export const predictionsCodes = {
  predictionNotFound: '没有这场比赛的预测',
} satisfies CodeMessages;
