import type { CodeMessages } from '../../platform/http/messages';

/** The codes 圈子 answers with, and what the fan reads in the envelope's `msg`. */
export const communityCodes = {
  postNotFound: '帖子不存在或已删除',
  postHidden: '该帖子因违规已被隐藏',
  answerNotAcceptable: '只有提问者可以采纳该问题下的回答',
  communityBanned: '你已被禁止在圈子发言，请稍后再试',
  postImageUnknown: '图片已失效，请重新上传',
  postTagUnknown: '所选比赛或球队不存在',
} satisfies CodeMessages;
