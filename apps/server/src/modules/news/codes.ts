import type { CodeMessages } from '../../platform/http/messages';

/** The codes 资讯 answers with, and what the fan reads in the envelope's `msg`. */
export const newsCodes = {
  articleNotFound: '文章不存在或已下线',
  contentSensitive: '内容包含敏感词，请修改后再发布',
} satisfies CodeMessages;
