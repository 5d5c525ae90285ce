import type { CodeMessages } from '../../platform/http/messages';

/** The codes 审核 answers with, and what the fan reads in the envelope's `msg`. */
export const moderationCodes = {
  reportNotFound: '举报不存在或已处理',
} satisfies CodeMessages;
