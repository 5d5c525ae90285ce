import type { CodeMessages } from '../../platform/http/messages';

/** The codes AI 聊球 answers with, and what the fan reads in the envelope's `msg`. */
export const aiCodes = {
  aiConversationNotFound: '对话不存在或已删除',
} satisfies CodeMessages;
