import { isValidPhone } from '@kanqiu/domain';
import { z } from 'zod';
import { text } from '../fields';

export const phoneField = z
  .string({ error: '请输入手机号' })
  .trim()
  .refine(isValidPhone, { message: '手机号格式不正确' });

export const smsCodeField = z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码为 6 位数字');

export const smsPurpose = z.enum(['register', 'login', 'reset']);
export type SmsPurpose = z.infer<typeof smsPurpose>;

export const sendCodeBody = z.object({ phone: phoneField, type: smsPurpose });

/** When the code stops working and when the next one may be requested (epoch seconds). */
export const sendCodeData = z.object({ expiresAt: z.number().int(), resendAt: z.number().int() });

/** The `accessToken` header (Node lower-cases header names). Optional here: a missing token is a business code, not a 400. */
export const accessTokenHeaders = z.object({ accesstoken: z.string().optional() });

/** One-time AES-256-CBC material for sending a password (base64 fields). */
export const passwordIv = z.object({
  ivId: z.string(),
  key: z.string(),
  iv: z.string(),
  expiresAt: z.number().int(),
});
export type PasswordIv = z.infer<typeof passwordIv>;

const encryptedPassword = text({ error: '请输入密码' }).min(1, '请输入密码').max(512);
const ivIdField = text({ error: '缺少 ivId' }).min(1).max(64);

export const registerBody = z.object({
  phone: phoneField,
  code: smsCodeField,
  password: encryptedPassword,
  ivId: ivIdField,
  nickName: text().trim().optional(),
});

/** Login takes either a password (encrypted, with its ivId) or an SMS code. */
export const loginBody = z.union(
  [
    z.object({ phone: phoneField, password: encryptedPassword, ivId: ivIdField }),
    z.object({ phone: phoneField, code: smsCodeField }),
  ],
  { error: '请提供手机号和密码（含 ivId），或手机号和验证码' },
);
export type LoginBody = z.infer<typeof loginBody>;

export const tokenData = z.object({ token: z.string(), expiresAt: z.number().int() });

export const resetPasswordBody = z.object({
  phone: phoneField,
  code: smsCodeField,
  password: encryptedPassword,
  ivId: ivIdField,
});

export const changePasswordBody = z.object({
  oldPassword: encryptedPassword,
  password: encryptedPassword,
  ivId: ivIdField,
});

export const smsOutboxQuery = z.object({ phone: phoneField });
export const smsOutboxEntry = z.object({
  phone: z.string(),
  code: z.string(),
  purpose: smsPurpose,
  sentAt: z.number().int(),
});
