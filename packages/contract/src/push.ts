import { pushAlertKinds, SPOILER_MAX_DELAY_SECONDS, SPOILER_MAX_MATCHES, spoilerModes } from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';

/** The server's VAPID public key (base64url), which the browser's PushManager.subscribe needs. */
export const vapidPublicKey = z.object({ publicKey: z.string() });

/** A push subscription as the browser's PushSubscription.toJSON() gives it, and what to be told. */
export const pushSubscribeBody = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1024),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  settings: z.partialRecord(z.enum(pushAlertKinds), z.boolean()).optional(),
});

export const pushUnsubscribeBody = z.object({ endpoint: text().max(1024) });

/** What one subscription is told: the settings as stored. */
export const pushSubscription = z.object({
  endpoint: z.string(),
  settings: z.record(z.enum(pushAlertKinds), z.boolean()),
});

/** 防剧透: `mode` off / chosen / all, the chosen match ids, the live delay in seconds (0–120). */
export const spoilerSettings = z.object({
  mode: z.enum(spoilerModes),
  matchIds: z.array(z.number().int().positive()).max(SPOILER_MAX_MATCHES),
  delaySeconds: z.number().int().min(0).max(SPOILER_MAX_DELAY_SECONDS),
});
