import type { CodeMessages } from '../../platform/http/messages';

/** The codes 直播间聊天 answers with, and what the fan reads in the envelope's `msg`. */
export const chatCodes = {
  chatMuted: '你已被禁言，暂时不能发言',
  chatTooFast: '发言太频繁了，请稍后再说',
  chatTextSensitive: '消息包含敏感词，请修改后再发送',
  chatTextInvalid: '消息不能为空，且不超过 60 个字',
  chatBanned: '你已被管理员禁止发言',
} satisfies CodeMessages;
