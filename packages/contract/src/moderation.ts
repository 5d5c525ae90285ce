import { fanFilterLimits } from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';
import { postSummary } from './community';
import { imMessage } from './im';
import { idField } from './live/common';

/** Where an operator's block holds: room and match chat, private and group messages, 圈子, or everywhere. */
export const blockScope = z.enum(['roomChat', 'im', 'community', 'all'], {
  error: '范围需为 roomChat、im、community 或 all',
});

const blockMinutes = '封禁时长需为 0–525600 分钟';

/** POST /admin/moderation/blocks: blocks a user in a scope (and room) for `minutes` (absent: no end; 0 lifts it). */
export const moderationBlockBody = z.object({
  userId: idField,
  scope: blockScope,
  minutes: z.coerce.number().int().min(0, blockMinutes).max(525_600, blockMinutes).optional(),
  roomId: idField.optional(),
  reason: text().pipe(z.string().trim().min(1, '请填写封禁原因').max(100, '封禁原因不能超过 100 个字')),
});

export const moderationBlock = z.object({
  userId: z.number().int(),
  scope: blockScope,
  roomId: z.number().int().nullable(),
  /** Seconds; null: no end. */
  until: z.number().int().nullable(),
});
export type ModerationBlock = z.infer<typeof moderationBlock>;

// ——— reports ———

/** What a fan can report: a line of room or match chat, a private or group message, a post, a comment, a user. */
export const reportSubjectKind = z.enum(['roomChatLine', 'imMessage', 'post', 'comment', 'user']);
export type ReportSubjectKind = z.infer<typeof reportSubjectKind>;
/** A report waits (`pending`) until an operator acts on its subject (`actioned`) or finds nothing wrong (`dismissed`). */
export const reportStatus = z.enum(['pending', 'actioned', 'dismissed']);
export type ReportStatus = z.infer<typeof reportStatus>;
/** `remove` takes the content down for everyone, `hide` (posts and comments) keeps it for its author only, `block` stops its author writing. */
export const reportAction = z.enum(['dismiss', 'remove', 'hide', 'block']);
export type ReportAction = z.infer<typeof reportAction>;

const person = z.object({ id: z.number().int(), nickName: z.string() });

/** What an operator sees of a reported subject, one shape per kind. */
export const reportedSubject = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('roomChatLine'),
    id: z.number().int(),
    /** The chat group: a room id, `match-<id>`, football or basketball. */
    group: z.string(),
    text: z.string(),
    author: person.nullable(),
    removed: z.boolean(),
    createdAt: z.number().int(),
  }),
  z.object({
    kind: z.literal('imMessage'),
    conversationId: z.number().int(),
    /** Null: the whole conversation was reported. */
    seq: z.number().int().nullable(),
    message: imMessage.nullable(),
    /** The message's sender, or the other member of a reported one-to-one conversation. */
    author: person.nullable(),
  }),
  z.object({ kind: z.literal('post'), post: postSummary, hidden: z.boolean() }),
  z.object({
    kind: z.literal('comment'),
    id: z.number().int(),
    content: z.string(),
    author: person,
    hidden: z.boolean(),
    post: z.object({ code: z.string(), title: z.string() }),
  }),
  z.object({ kind: z.literal('user'), user: person }),
]);
export type ReportedSubject = z.infer<typeof reportedSubject>;

/** One subject in the queue with its reports of one status (the earliest report's id stands for them). */
export const moderationReport = z.object({
  id: z.number().int(),
  subjectKind: reportSubjectKind,
  /** Null: the subject is gone (deleted by its author or with what held it). */
  subject: reportedSubject.nullable(),
  reporter: person,
  reports: z.number().int(),
  reasons: z.array(z.string()),
  status: reportStatus,
  action: reportAction.nullable(),
  note: z.string(),
  /** Seconds. */
  createdAt: z.number().int(),
  resolvedAt: z.number().int().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReport>;
export const moderationReportList = z.object({ list: z.array(moderationReport) });

export const moderationReportQuery = z.object({
  status: reportStatus.default('pending'),
  subject: reportSubjectKind.optional(),
});

const noteText = '备注不能超过 200 字';
/** An operator's resolution of a subject's pending reports; `block` lasts `minutes` (absent: for good). */
export const resolveModerationReportBody = z.object({
  id: idField,
  action: reportAction,
  minutes: z.coerce.number().int().min(1, blockMinutes).max(525_600, blockMinutes).optional(),
  note: text().pipe(z.string().trim().max(200, noteText)).default(''),
});
/** How many pending reports of the subject the resolution closed. */
export const resolveModerationReportResult = z.object({ closed: z.number().int() });

// ——— a fan's own chat filters ———

const filterWord = text()
  .pipe(z.string().trim().min(1, '请输入要屏蔽的关键词'))
  .pipe(z.string().max(fanFilterLimits.wordLength, `关键词不能超过 ${fanFilterLimits.wordLength} 个字`));

/** POST /chat/filters: a fan blocks (or lets through again) a user or a keyword in chat, for themself. */
export const fanChatFilterBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('user'), userId: idField, blocked: z.boolean({ error: '请说明屏蔽还是取消' }) }),
    z.object({ kind: z.literal('word'), word: filterWord, blocked: z.boolean({ error: '请说明屏蔽还是取消' }) }),
  ],
  { error: '请选择屏蔽用户或关键词' },
);

/** The users and keywords a fan blocked in chat, newest first. */
export const fanChatFilters = z.object({
  users: z.array(z.object({ id: z.number().int(), nickName: z.string() })),
  words: z.array(z.string()),
});
export type FanChatFilters = z.infer<typeof fanChatFilters>;
