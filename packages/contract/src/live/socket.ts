import { z } from 'zod';

/**
 * The realtime socket (docs/realtime.md): one socket at /ws/live carries every channel of the hub.
 * Channels are named `<namespace>:<id>`: `live:football`, `live:basketball`, `match:<id>`, `room:<id>`,
 * `user:<id>`. Each channel numbers its publications with `seq` inside an `epoch`; a client that
 * resubscribes with its last position gets what it missed from the channel's history, or is told to
 * refetch (`recovered: false`, or a `reset`). Heartbeat: the text '0' both ways.
 */
export const channelName = z.string().regex(/^[a-z]{1,16}:[A-Za-z0-9_-]{1,64}$/, '频道名称无效');

export const streamPosition = z.object({ epoch: z.string().max(64), seq: z.number().int().nonnegative() });
export type StreamPositionView = z.infer<typeof streamPosition>;

export const liveClientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    topics: z.array(channelName).min(1).max(100),
    /** The last position the client holds per channel: what it missed since is replayed when the history covers it. */
    since: z.record(z.string(), streamPosition).optional(),
    /** The account token, needed for private channels (`user:<id>`, members-only rooms). */
    token: z.string().min(1).max(256).optional(),
  }),
  z.object({ op: z.literal('unsubscribe'), topics: z.array(channelName).min(1).max(100) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** `recovered`: every publication after the client's `since` follows (true), or the client must refetch (false). */
export const subscribedPosition = streamPosition.extend({ recovered: z.boolean() });

export const liveServerMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('welcome'), heartbeatMs: z.number().int() }),
  z.object({
    op: z.literal('subscribed'),
    topics: z.array(z.string()),
    positions: z.record(z.string(), subscribedPosition),
    /** Channels of the request that were refused, with the reason. */
    refused: z.record(z.string(), z.string()),
  }),
  /** One publication on a channel; on `live:*` and `match:*` channels `data` is a `matchDiff`. */
  z.object({ op: z.literal('diff'), topic: z.string(), epoch: z.string(), seq: z.number().int(), data: z.unknown() }),
  /** The channel's numbering restarted (publications may have been lost): refetch, then follow `epoch`. */
  z.object({ op: z.literal('reset'), topic: z.string(), epoch: z.string() }),
  z.object({ op: z.literal('error'), msg: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

/**
 * One socket frame from the server: a message, or several in order as a JSON array (a batched channel's
 * publications gathered while its previous frame was going out, or the publications a resubscribing client
 * missed).
 */
export const liveServerFrame = z.union([liveServerMessage, z.array(liveServerMessage).min(1)]);

/** The messages of one frame, in order. */
export function liveServerMessagesOf(json: unknown): LiveServerMessage[] {
  const frame = liveServerFrame.parse(json);
  return Array.isArray(frame) ? frame : [frame];
}

export const liveHeartbeat = '0';
export const liveHeartbeatMs = 10_000;
export const liveReconnectMs = 5_000;

/**
 * The standard close codes (RFC 6455 §7.4.1) a socket of the API is closed with, besides 1009 (a frame over the
 * size limit): too many messages, a fault, too slow a reader (who reconnects and recovers). A silent socket is cut.
 */
export const socketCloseCode = { policy: 1008, internalError: 1011, tooSlow: 1013 } as const;
