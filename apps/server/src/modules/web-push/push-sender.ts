import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid-keys';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service no longer knows the subscription (404/410), so it is dropped. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** A goal is stale after ten minutes: the push service drops it rather than deliver it late. */
const TTL_SECONDS = 600;
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted notification (RFC 8291, VAPID RFC 8292) through the browser's push service.
 * `agent` only for a push service with its own certificate authority (the integration tests').
 */
export function createPushSender(keys: VapidKeys, subject: string, agent?: Agent) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (target: PushTarget, payload: unknown): Promise<SendOutcome> => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TTL_SECONDS, urgency: 'high', timeout: TIMEOUT_MS, ...(agent ? { agent } : {}) },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      return 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
