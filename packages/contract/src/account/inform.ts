import { z } from 'zod';
import { text } from '../fields';

export const feedbackBody = z.object({
  content: text({ error: '请填写反馈内容' }).trim().min(5, '反馈内容至少 5 个字').max(500, '反馈内容最多 500 字'),
  contact: text().trim().max(50, '联系方式最多 50 字').optional(),
  category: z.enum(['bug', 'suggestion', 'content', 'account', 'other']).default('other'),
});

export const feedbackCreated = z.object({ id: z.number().int() });

export const emoji = z.object({ code: z.string(), char: z.string(), name: z.string() });
export const emojiList = z.array(emoji);

export const apkResource = z.object({
  android: z.string().nullable(),
  ios: z.string().nullable(),
  version: z.string(),
});

export const appInfo = z.object({
  appName: z.string(),
  appHost: z.string(),
  fourthTab: z.enum(['message', 'ChatGPT']),
});
