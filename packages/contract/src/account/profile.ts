import { z } from 'zod';
import { text } from '../fields';
import { idField } from '../live/common';

export const portraitAudit = z.enum(['none', 'pending', 'approved', 'rejected']);

export const userInfo = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string().nullable(),
  portraitAudit,
  portraitNew: z.string().nullable(),
  phone: z.string(),
  certified: z.boolean(),
  themeColor: z.string().nullable(),
  createdAt: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const realNameInfo = z.object({
  certified: z.boolean(),
  realName: z.string().nullable(),
  idNumber: z.string().nullable(),
  certifiedAt: z.number().int().nullable(),
});
export type RealNameInfo = z.infer<typeof realNameInfo>;

export const certifyBody = z.object({
  realName: z
    .string({ error: '请输入真实姓名' })
    .trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入 2–20 个汉字的真实姓名'),
  idNumber: text({ error: '请输入身份证号' }).trim().toUpperCase(),
});

export const nickNameBody = z.object({ nickName: text({ error: '请输入昵称' }).trim() });

export const themeBody = z.object({
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, '主题色格式为 #RRGGBB'),
});

/** The live portrait, the one waiting for audit, and the audit state. */
export const portraitState = z.object({
  portrait: z.string().nullable(),
  portraitNew: z.string().nullable(),
  portraitAudit,
});
export type PortraitState = z.infer<typeof portraitState>;

export const portraitReviewBody = z.object({ approve: z.boolean() });
export const portraitReviewParams = z.object({ userId: idField });
/** A signed link to a pending upload (see the API's pending-upload.ts). */
export const pendingUploadParams = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.webp$/, '文件名不正确') });
export const pendingUploadQuery = z.object({ expires: z.coerce.number().int(), sig: text().max(64) });
export const adminTokenHeaders = z.object({ 'x-admin-token': z.string().optional() });
