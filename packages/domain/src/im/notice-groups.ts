import { ImCode, type ImCodeValue, type SystemNoticeKind } from './message-codes';

/**
 * The 通知中心's groups (as 懂球帝's 消息通知): followed matches, replies/mentions/likes, followed experts' tips,
 * follows and invitations, and the operator's notices. Friends' messages are the 私信 line beside them.
 */
export const noticeGroups = ['match', 'interaction', 'tip', 'social', 'system'] as const;
export type NoticeGroup = (typeof noticeGroups)[number];

/** What lands in each group: notice-box messages by code, and system notices (10036) by kind. */
export const noticeGroupMembers: Record<NoticeGroup, { codes: ImCodeValue[]; kinds: SystemNoticeKind[] }> = {
  match: { codes: [], kinds: ['match'] },
  interaction: { codes: [ImCode.replyNotice, ImCode.likeNotice], kinds: ['community'] },
  tip: { codes: [], kinds: ['expertTip'] },
  social: { codes: [ImCode.friendRequest, ImCode.friendAccepted, ImCode.groupInvite, ImCode.giftNotice], kinds: [] },
  system: { codes: [ImCode.prizeNotice], kinds: ['note', 'moderation'] },
};

/** The group of one notice-box message: its code, or for a system notice its kind; anything else is 系统通知. */
export function noticeGroupOf(code: number, kind: SystemNoticeKind | null): NoticeGroup {
  for (const group of noticeGroups) {
    const members = noticeGroupMembers[group];
    if (
      code === ImCode.systemNotice
        ? kind !== null && members.kinds.includes(kind)
        : members.codes.includes(code as ImCodeValue)
    )
      return group;
  }
  return 'system';
}

export const isNoticeGroup = (value: string): value is NoticeGroup =>
  (noticeGroups as readonly string[]).includes(value);
