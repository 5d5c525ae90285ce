import { z } from 'zod';
import { text } from './fields';
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
