import type { CodeMessages } from '../../platform/http/messages';

/** The codes 私信与群聊 answers with, and what the fan reads in the envelope's `msg`. */
export const imCodes = {
  imNotFriends: '互相关注成为好友后才能发私信',
  imBlocked: '对方已拉黑你，或你已拉黑对方，无法发送消息',
  imMuted: '你已被禁言，暂时不能发言',
  imNotMember: '你不在该群聊中',
  imRoleForbidden: '你的群身份无权进行该操作',
  imOwnerMustTransfer: '群主需先转让群主身份才能退出群聊',
  imRecallExpired: '消息发出超过 2 分钟，无法撤回',
  imGroupFull: '群成员已达上限',
  imSensitiveText: '消息包含敏感词，请修改后再发送',
  imSelfTarget: '不能对自己进行该操作',
  imSuspended: '你因违规已被限制发送消息',
} satisfies CodeMessages;
