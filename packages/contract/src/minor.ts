import { MINOR_DAILY_MINUTES } from '@kanqiu/domain';
import { z } from 'zod';

/** The header a browser's device id travels in: a guest's 青少年模式 is kept per device. */
export const DEVICE_ID_HEADER = 'x-kq-device';
export const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** 青少年模式 as it applies to this request: whose it is, why the product is closed now, today's minutes. */
export const minorStatus = z.object({
  on: z.boolean(),
  holder: z.enum(['account', 'device']).nullable(),
  lock: z.enum(['curfew', 'timeLimit']).nullable(),
  usedMinutes: z.number().int().min(0),
  dailyMinutes: z.literal(MINOR_DAILY_MINUTES),
  /** The password let the holder past the rest hours and the daily time for the rest of today. */
  passedToday: z.boolean(),
});
export type MinorStatus = z.infer<typeof minorStatus>;

/** The 4-digit password (its shape is checked by the service so the refusal has its own code). */
export const minorPasswordBody = z.object({ password: z.string().max(16) });

/** A forgotten password: a 找回密码 (reset) SMS code of the account's phone and the new password. */
export const minorResetBody = z.object({ code: z.string().max(8), password: z.string().max(16) });

export const minorSuitableKind = z.enum(['room', 'post']);
/** An operator marks a room (its id) or a post (its code) fit or unfit for 青少年模式. */
export const minorSuitableBody = z.object({
  kind: minorSuitableKind,
  ref: z.string().min(1).max(40),
  suitable: z.boolean(),
});
export const minorSuitableList = z.object({ rooms: z.array(z.string()), posts: z.array(z.string()) });

export const minorClockBody = z.object({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600),
});

/** The spending limits an account lives under (coins), as the operator set them. */
export const spendingLimits = z.object({
  perGift: z.number().int(),
  perDay: z.number().int(),
  perMonth: z.number().int(),
  confirmAbove: z.number().int(),
});
