import { z } from 'zod';
import { matchDiff } from './diff';

/**
 * The public live-score socket (ARCHITECTURE §5). Topics: `football`, `basketball`, `match:<id>`.
 * Each sport stream numbers its diffs with `seq` inside an `epoch`; a client that sees a gap or a new
 * epoch, or reconnects, refetches its snapshot over HTTP. A match topic subscriber can rely on the
 * diff's `version` instead. Heartbeat: the text '0' both ways.
 */
export const liveTopic = z.union([
  z.literal('football'),
  z.literal('basketball'),
  z.string().regex(/^match:\d{1,12}$/),
]);

export const liveClientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), topics: z.array(liveTopic).min(1).max(50) }),
  z.object({ op: z.literal('unsubscribe'), topics: z.array(liveTopic).min(1).max(50) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

export const liveServerMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('welcome'), epoch: z.string(), heartbeatMs: z.number().int() }),
  z.object({
    op: z.literal('subscribed'),
    topics: z.array(z.string()),
    positions: z.record(z.string(), z.number().int()),
  }),
  z.object({
    op: z.literal('diff'),
    topic: z.string(),
    epoch: z.string(),
    seq: z.number().int(),
    data: matchDiff,
  }),
  z.object({ op: z.literal('error'), msg: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

export const liveHeartbeat = '0';
export const liveHeartbeatMs = 10_000;
export const liveReconnectMs = 5_000;
