/**
 * 圈子 posting rules beyond the text: pictures, @mentions, per-user write limits, bans and the kinds of
 * 互动消息 (notifications) a fan receives.
 */
export const POST_IMAGES_MAX = 9;
export const POST_MENTIONS_MAX = 10;
/** The longest side of a post picture as served, and of its thumbnail in lists. */
export const POST_IMAGE_SIDE = 1600;
export const POST_THUMB_SIDE = 360;
/** A picture uploaded for a post that was never posted is removed after this many seconds (a day for drafts). */
export const FREE_POST_IMAGE_GRACE_SECONDS = 24 * 60 * 60;

/** Writes one user may make, per window; every window is checked and the tightest refuses. */
export const communityLimits = {
  post: [
    { max: 3, timeWindow: '1 minute' },
    { max: 20, timeWindow: '1 hour' },
  ],
  comment: [
    { max: 10, timeWindow: '1 minute' },
    { max: 120, timeWindow: '1 hour' },
  ],
} as const;
export type CommunityWrite = keyof typeof communityLimits;

/** How long an operator's ban lasts when no length is given, in days. */
export const DEFAULT_BAN_DAYS = 7;

export const NoticeKind = {
  reply: 'reply',
  like: 'like',
  mention: 'mention',
  accepted: 'accepted',
  commentHidden: 'commentHidden',
  commentDeleted: 'commentDeleted',
} as const;
export type NoticeKindName = (typeof NoticeKind)[keyof typeof NoticeKind];

/** Notices of an operator's action: no fan is the actor, the notice is signed by the moderators. */
export type ModerationNoticeKind = typeof NoticeKind.commentHidden | typeof NoticeKind.commentDeleted;
export const MODERATORS_NAME = '圈子管理员';
export const isModerationNotice = (kind: NoticeKindName): kind is ModerationNoticeKind =>
  kind === NoticeKind.commentHidden || kind === NoticeKind.commentDeleted;

/** What others read in place of a comment an operator hid. */
export const HIDDEN_COMMENT_TEXT = '该评论已被隐藏';

/** What a reply landed under: the receiver's post, their question, or their comment. */
export type ReplyTarget = 'post' | 'question' | 'comment';

/** What a 互动消息 says after the actor's name. */
export function noticeVerb(kind: NoticeKindName, target: ReplyTarget): string {
  switch (kind) {
    case NoticeKind.reply:
      return { post: '评论了你的帖子', question: '回答了你的问题', comment: '回复了你的评论' }[target];
    case NoticeKind.like:
      return '赞了你的帖子';
    case NoticeKind.mention:
      return '在帖子中提到了你';
    case NoticeKind.accepted:
      return '采纳了你的回答';
    case NoticeKind.commentHidden:
      return '隐藏了你的评论（违反社区规范）';
    case NoticeKind.commentDeleted:
      return '删除了你的评论（违反社区规范）';
  }
}

export type Mention = { id: number; nickName: string };
export type MentionSegment = { text: string; mention?: Mention };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mentioned users whose `@昵称` the text really holds (a picked name the writer deleted again is dropped). */
export function mentionsInText<M extends Mention>(text: string, candidates: readonly M[]): M[] {
  const seen = new Set<number>();
  return candidates.filter((user) => {
    if (seen.has(user.id) || !text.includes(`@${user.nickName}`)) return false;
    seen.add(user.id);
    return true;
  });
}

/** The text cut into plain runs and `@昵称` runs of the given users (longest names first), for rendering as links. */
export function splitMentions(text: string, mentions: readonly Mention[]): MentionSegment[] {
  if (mentions.length === 0 || text === '') return text === '' ? [] : [{ text }];
  const byName = new Map(mentions.map((m) => [`@${m.nickName}`, m]));
  const names = [...byName.keys()].toSorted((a, b) => b.length - a.length).map(escapeRegExp);
  return text
    .split(new RegExp(`(${names.join('|')})`))
    .filter((part) => part !== '')
    .map((part) => {
      const mention = byName.get(part);
      return mention ? { text: part, mention } : { text: part };
    });
}
