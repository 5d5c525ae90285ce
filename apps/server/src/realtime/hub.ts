import { unknownEpoch } from '@kanqiu/domain';
import type { ChannelEvent, ChannelName, ChannelNamespace } from '@kanqiu/contract';
import type { Logger } from 'pino';
import type { Bus, Unsubscribe } from '../platform/bus';
import { fixedAccess, parseChannel, type ChannelAccess } from './channel-name';
import { createMemoryChannelStore, hubTopic, type ChannelStore, type HubMessage } from './channel-store';
import { missedSince, type HistoryLimits, type StreamPosition } from './history-window';
import { createRedisChannelStore } from './redis-channel-store';
import { EncodedFrame, isAfter } from './encoded-frame';
import { createFanOut } from './fan-out';
import type { OutboxMarks } from './outbox-marks';

export type { ChannelAccess } from './channel-name';
export type { HistoryLimits, StreamPosition } from './history-window';
export type { EncodedFrame } from './encoded-frame';

/**
 * A module's channels: `<namespace>:<id>`, who may subscribe, how much history a reconnecting client can
 * recover, and optionally batching: a channel with `minFrameIntervalMs` sends at most one frame per that time,
 * each holding what was published since the last one, sent on the next turn of the event loop once the
 * interval passed and its previous frame is written (docs/decisions/0050-chat-batches-without-a-window.md).
 */
export type ChannelDefinition = {
  namespace: string;
  access: ChannelAccess;
  history?: HistoryLimits;
  minFrameIntervalMs?: number;
};

/** Follows channels: a socket, or a module in this process. A frame holds one message or a batch, in order. */
export type HubSubscriber = { deliver(frame: EncodedFrame): void };

export type SubscribeResult = { position: StreamPosition; recovered: boolean };

export interface RealtimeHub {
  declare(channels: readonly ChannelDefinition[]): void;
  /**
   * Never throws a bus failure: a publication the store cannot take waits in this instance's outbox and is
   * published, in order, once the bus is back (docs/reliability.md).
   */
  publish(channel: string, data: unknown): Promise<void>;
  /** The channel's position; `unknownEpoch` while the store is unreachable, so a client refetches. */
  position(channel: string): Promise<StreamPosition>;
  /** Null when `userId` (undefined: anonymous) may follow the channel, else the reason in Chinese. */
  authorize(channel: string, userId: number | undefined): Promise<string | null>;
  /** Starts delivering; with `since`, what was missed since comes first when the history covers it. */
  subscribe(subscriber: HubSubscriber, channel: string, since?: StreamPosition): Promise<SubscribeResult>;
  unsubscribe(subscriber: HubSubscriber, channel: string): void;
  /** Calls `listener` whenever a channel may move: as this instance publishes, and as any instance's message arrives. */
  onChange(listener: (channel: string) => void): void;
  /** This instance's subscriptions per channel namespace (`match`, `chat`, `user`, …), as an operator counts them. */
  subscriptions(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * The hub as the modules and the feed publish on it: a channel of the catalogue (packages/contract,
 * realtime/channels.ts) carries only what the catalogue says, which is what the browser's guards take. The hub
 * itself moves any JSON.
 */
export type ChannelHub = Omit<RealtimeHub, 'publish'> & {
  publish<N extends ChannelNamespace>(channel: ChannelName<N>, data: ChannelEvent<N>): Promise<void>;
};

/** What the hub tells an operator (platform/metrics): publications, and how long a frame took to reach every follower. */
export type HubObserver = {
  published(namespace: string): void;
  written(namespace: string, seconds: number): void;
};

export type HubOptions = {
  bus: Bus;
  /** Redis shares numbering and history between instances; without it they live in this process. */
  redis: { url: string | undefined; prefix: string };
  /**
   * Default history of a channel whose definition names none; how often an outbox is retried while the bus
   * is away, and how many publications it keeps per channel; how many sockets a frame is written to in one
   * turn of the event loop.
   */
  limits: { history: HistoryLimits; repairIntervalMs: number; outboxSize: number; fanOutSlice: number };
  /**
   * With several instances: where an outbox is marked as holding publications; how often this instance
   * refreshes its marks and looks for stale ones, and after how long a mark is a dead instance's.
   */
  durability?: { marks: OutboxMarks; sweepIntervalMs: number; staleAfterMs: number };
  observer?: HubObserver;
  logger: Logger;
};

const namespaceOf = (channel: string): string => parseChannel(channel)?.namespace ?? 'unknown';

/**
 * A subscriber of this instance: while recovering, its live frames are `held` back; once live, what its
 * recovery already `given` is skipped, so a publication reaches it once.
 */
type Follower = { held: EncodedFrame[] | null; given: StreamPosition | null };

function hand(subscriber: HubSubscriber, follower: Follower, frame: EncodedFrame): void {
  if (follower.held) {
    follower.held.push(frame);
    return;
  }
  const fresh = follower.given ? frame.after(follower.given) : frame;
  if (fresh === frame) follower.given = null;
  if (fresh) subscriber.deliver(fresh);
}

export async function createHub(options: HubOptions): Promise<RealtimeHub> {
  const { bus, logger, limits } = options;
  const store: ChannelStore = options.redis.url
    ? await createRedisChannelStore(options.redis.url, options.redis.prefix)
    : createMemoryChannelStore(bus);
  const definitions = new Map<string, ChannelDefinition>();
  /** Per channel, this instance's subscribers. */
  const followers = new Map<string, Map<HubSubscriber, Follower>>();
  /** Per batched channel, the messages of its next frame, in order, and when its last frame started. */
  const batches = new Map<string, HubMessage[]>();
  const lastFrameAt = new Map<string, number>();
  /** Per followed channel, the last position this instance delivered, to notice what it missed while the bus was away. */
  const delivered = new Map<string, StreamPosition>();
  /** Per channel whose gap is being filled from the history, what the bus brought meanwhile. */
  const gaps = new Map<string, HubMessage[]>();
  /** Per channel whose filled gap is being delivered, the messages of its one frame. */
  const filling = new Map<string, HubMessage[]>();
  /** Per channel, publications the store could not take yet (it was unreachable), oldest first, bounded. */
  const outbox = new Map<string, unknown[]>();
  /** Channels whose outbox dropped publications: their next step is a reset. */
  const overflowed = new Set<string>();
  /** Channels whose last flush failed, to log an outage once per channel. */
  const unreachable = new Set<string>();
  /** Channels whose outbox is marked in the database as holding publications. */
  const marked = new Set<string>();
  const queues = new Map<string, Promise<void>>();
  const changeListeners: ((channel: string) => void)[] = [];
  const changed = (channel: string) => {
    for (const listener of changeListeners) listener(channel);
  };

  const definitionOf = (channel: string) => {
    const parsed = parseChannel(channel);
    const definition = parsed && definitions.get(parsed.namespace);
    return parsed && definition ? { parsed, definition } : null;
  };
  const historyOf = (channel: string) => definitionOf(channel)?.definition.history ?? limits.history;
  const frameIntervalOf = (channel: string) => definitionOf(channel)?.definition.minFrameIntervalMs;

  const fanOut = createFanOut<[HubSubscriber, Follower]>({
    sliceSize: limits.fanOutSlice,
    followers: (channel) => followers.get(channel) ?? [],
    write: ([subscriber, follower], frame) => hand(subscriber, follower, frame),
    onIdle: (channel) => {
      if (batches.has(channel)) scheduleBatch(channel, frameIntervalOf(channel) ?? 0);
    },
    onError: (error) => logger.error({ err: error }, 'a frame could not be written to a subscriber'),
    onWritten: (channel, seconds) => options.observer?.written(namespaceOf(channel), seconds),
  });

  function sendBatch(channel: string): void {
    const messages = batches.get(channel);
    if (!messages) return;
    batches.delete(channel);
    lastFrameAt.set(channel, Date.now());
    fanOut.send(channel, new EncodedFrame(messages));
  }

  /** On the next turn (with the other publications of this one), or once the interval since the last frame passed. */
  function scheduleBatch(channel: string, intervalMs: number): void {
    const wait = (lastFrameAt.get(channel) ?? -Infinity) + intervalMs - Date.now();
    if (wait > 0) setTimeout(() => sendBatch(channel), wait);
    else setImmediate(() => sendBatch(channel));
  }

  /**
   * A message off the bus, in order: what this instance already delivered is dropped (caught up from the
   * history, then brought again by the bus); one that skips positions (the subscriber was away while another
   * instance published) waits while the gap is filled from the history.
   */
  function deliver(raw: unknown): void {
    const message = raw as HubMessage;
    const { channel } = message;
    changed(channel);
    if (!followers.get(channel)?.size) return;
    const waiting = gaps.get(channel);
    if (waiting) return void waiting.push(message);
    const last = delivered.get(channel);
    if (last && !isAfter(message, last)) return;
    if (last && !('reset' in message) && message.epoch === last.epoch && message.seq > last.seq + 1) {
      gaps.set(channel, [message]);
      return void fillGap(channel, last);
    }
    send(message);
  }

  /** To this instance's subscribers at once (with the rest of a filled gap), or in its channel's next batch. */
  function send(message: HubMessage): void {
    const { channel } = message;
    delivered.set(channel, { epoch: message.epoch, seq: 'reset' in message ? 0 : message.seq });
    const intervalMs = frameIntervalOf(channel);
    const together = filling.get(channel);
    if (intervalMs === undefined && together) return void together.push(message);
    if (intervalMs === undefined) return fanOut.send(channel, new EncodedFrame([message]));
    const open = batches.get(channel);
    if (open) return void open.push(message);
    batches.set(channel, [message]);
    // A channel still writing its previous frame schedules this one when done (onIdle).
    if (!fanOut.busy(channel)) scheduleBatch(channel, intervalMs);
  }
  const unsubscribeBus: Unsubscribe = await bus.subscribe(hubTopic, deliver);

  /**
   * What the channel published after `last` comes from its history, in order, then what waited meanwhile;
   * a reset only when the history no longer covers the gap.
   */
  async function fillGap(channel: string, last: StreamPosition): Promise<void> {
    let filler: HubMessage[] | null = null;
    try {
      const { position, entries } = await store.read(channel, true);
      filler = missedSince(entries, position, last, historyOf(channel), Date.now()) ?? [
        { channel, epoch: position.epoch, reset: true },
      ];
    } catch {
      /* the store is away again: what waited goes out as it is rather than waiting for it */
    }
    const waiting = gaps.get(channel) ?? [];
    gaps.delete(channel);
    if (filler) return deliverTogether(channel, [...filler, ...waiting]);
    for (const message of waiting) {
      const now = delivered.get(channel);
      if (!now || isAfter(message, now)) send(message);
    }
  }

  /**
   * A filled gap goes out as one frame: after an outage it may hold dozens of publications, and a frame each
   * to every socket would hold the event loop just when every client is catching up.
   */
  function deliverTogether(channel: string, messages: HubMessage[]): void {
    const together: HubMessage[] = [];
    filling.set(channel, together);
    try {
      messages.forEach(deliver);
    } finally {
      filling.delete(channel);
    }
    if (together.length) fanOut.send(channel, new EncodedFrame(together));
  }

  /** After the bus was away: each followed channel catches up on what was published meanwhile. */
  function catchUp(): void {
    for (const [channel, last] of delivered) {
      if (gaps.has(channel)) continue;
      gaps.set(channel, []);
      void fillGap(channel, last);
    }
  }
  bus.onReconnect?.(() => {
    repair();
    catchUp();
  });

  /** Publications and resets of one channel run one after another, so a reset never overtakes a publication. */
  function enqueue(channel: string, step: () => Promise<void>): Promise<void> {
    const next = (queues.get(channel) ?? Promise.resolve()).then(step);
    queues.set(channel, next);
    return next.finally(() => {
      if (queues.get(channel) === next) queues.delete(channel);
    });
  }

  /**
   * Keeps a publication until the store takes it. A channel whose outbox overflowed drops what it kept and
   * is reset before its next publication: its subscribers refetch instead of missing updates unknowingly.
   */
  function keep(channel: string, data: unknown): void {
    const waiting = outbox.get(channel) ?? [];
    if (waiting.length >= limits.outboxSize) {
      waiting.length = 0;
      if (!overflowed.has(channel)) logger.warn({ channel }, 'outbox full: the channel resets once the bus is back');
      overflowed.add(channel);
    }
    waiting.push(data);
    outbox.set(channel, waiting);
  }

  /** Appends the channel's waiting publications in order; what the store refuses waits for the next round. */
  async function flush(channel: string): Promise<void> {
    const waiting = outbox.get(channel);
    if (!waiting) return;
    try {
      if (overflowed.has(channel)) await store.reset(channel);
      overflowed.delete(channel);
      // Sent together on one connection, so the store numbers them in this order without a round trip each.
      const sent = waiting.length;
      const results = await Promise.allSettled(
        waiting.slice(0, sent).map((data) => store.append(channel, data, historyOf(channel))),
      );
      const refused = results.findIndex((result) => result.status === 'rejected');
      waiting.splice(0, refused === -1 ? sent : refused);
      if (refused !== -1) throw (results[refused] as PromiseRejectedResult).reason;
      // Publications kept meanwhile have their own flush queued behind this one.
      if (waiting.length === 0) outbox.delete(channel);
    } catch (error) {
      if (!unreachable.has(channel))
        logger.warn({ err: error, channel }, 'publications wait in the outbox until the bus is back');
      unreachable.add(channel);
      return markOutbox(channel);
    }
    if (unreachable.delete(channel)) logger.info({ channel }, 'outbox published after the bus returned');
    if (!outbox.has(channel)) await unmarkOutbox(channel);
  }

  /** Before a publication kept in the outbox is acknowledged, the database knows this instance holds some. */
  async function markOutbox(channel: string): Promise<void> {
    if (!options.durability || marked.has(channel)) return;
    try {
      await options.durability.marks.mark(channel);
      marked.add(channel);
    } catch (error) {
      logger.warn({ err: error, channel }, 'the outbox could not be marked: it is kept in memory only');
    }
  }

  async function unmarkOutbox(channel: string): Promise<void> {
    if (!options.durability || !marked.has(channel)) return;
    try {
      await options.durability.marks.clear(channel);
      marked.delete(channel);
    } catch (error) {
      logger.warn(
        { err: error, channel },
        'an outbox mark could not be cleared: another instance may reset the channel',
      );
    }
  }

  /**
   * Keeps this instance's marks fresh, and resets the channels of marks nobody refreshed for `staleAfterMs`:
   * their instance died holding publications, so every subscriber refetches what those announced.
   */
  async function sweepMarks(): Promise<void> {
    const { marks, staleAfterMs } = options.durability!;
    try {
      if (marked.size) await marks.refresh();
      const orphans = await marks.stale(Date.now() - staleAfterMs);
      if (!orphans.length || !(await bus.ping())) return;
      for (const mark of orphans) {
        await enqueue(mark.channel, () => store.reset(mark.channel));
        await marks.drop(mark);
        logger.warn(mark, 'an instance died holding publications: its channel was reset');
      }
    } catch (error) {
      logger.warn({ err: error }, 'outbox marks could not be swept; next round');
    }
  }
  const orphanSweeper = options.durability && setInterval(sweepMarks, options.durability.sweepIntervalMs);
  orphanSweeper?.unref();

  function flushOutboxes(): void {
    for (const channel of outbox.keys()) void enqueue(channel, () => flush(channel));
  }
  /** Resolves at the next repair round: every interval, and at once when the bus is back. */
  let nextRound = () => {};
  let repairRound = new Promise<void>((resolve) => (nextRound = resolve));
  function repair(): void {
    flushOutboxes();
    const done = nextRound;
    repairRound = new Promise<void>((resolve) => (nextRound = resolve));
    done();
  }
  const repairer = setInterval(repair, limits.repairIntervalMs);
  repairer.unref();

  /**
   * Per channel, the history read of the current repair round, shared by every follower waiting for the store:
   * after an outage hundreds of them recover at once, from one read rather than one each.
   */
  const roundReads = new Map<string, ReturnType<ChannelStore['read']>>();
  function readInRound(channel: string): ReturnType<ChannelStore['read']> {
    let read = roundReads.get(channel);
    if (!read) {
      read = store.read(channel, true);
      roundReads.set(channel, read);
      void repairRound.then(() => roundReads.delete(channel));
    }
    return read;
  }

  async function readForSubscriber(channel: string, since: StreamPosition | undefined) {
    try {
      const { position, entries } = await store.read(channel, since !== undefined);
      const missed = since ? missedSince(entries, position, since, historyOf(channel), Date.now()) : null;
      return { position, missed };
    } catch (error) {
      logger.warn({ err: error, channel }, 'channel position unavailable; the subscriber refetches');
      return { position: { epoch: unknownEpoch, seq: 0 }, missed: null };
    }
  }

  /** Sends a new follower what it missed (or a reset when the history cannot say), then what it held back. */
  function start(
    subscriber: HubSubscriber,
    follower: Follower,
    channel: string,
    position: StreamPosition,
    missed: HubMessage[] | null,
  ): void {
    if (!delivered.has(channel) && position.epoch !== unknownEpoch) delivered.set(channel, position);
    if (missed?.length) subscriber.deliver(new EncodedFrame(missed));
    const held = follower.held ?? [];
    Object.assign(follower, { held: null, given: position });
    for (const frame of held) hand(subscriber, follower, frame);
  }

  /**
   * A follower that came back with a position while the store was away: caught up from the history once it
   * returns, at a repair round (it began waiting before the round's read, so nothing falls between).
   */
  async function recoverLater(
    subscriber: HubSubscriber,
    follower: Follower,
    channel: string,
    since: StreamPosition,
  ): Promise<void> {
    const following = () => followers.get(channel)?.get(subscriber) === follower;
    while (following()) {
      await repairRound;
      try {
        const { position, entries } = await readInRound(channel);
        if (!following()) return;
        const missed = missedSince(entries, position, since, historyOf(channel), Date.now());
        start(subscriber, follower, channel, position, missed ?? [{ channel, epoch: position.epoch, reset: true }]);
        return;
      } catch {
        /* still away */
      }
    }
  }

  return {
    declare(channels) {
      for (const channel of channels) {
        if (definitions.has(channel.namespace))
          throw new Error(`channel namespace ${channel.namespace} declared twice`);
        definitions.set(channel.namespace, channel);
      }
    },
    publish(channel, data) {
      if (!definitionOf(channel)) return Promise.reject(new Error(`publication on an undeclared channel: ${channel}`));
      changed(channel);
      options.observer?.published(namespaceOf(channel));
      keep(channel, data);
      return enqueue(channel, () => flush(channel));
    },
    async position(channel) {
      try {
        return (await store.read(channel, false)).position;
      } catch {
        return { epoch: unknownEpoch, seq: 0 };
      }
    },
    onChange(listener) {
      changeListeners.push(listener);
    },
    subscriptions() {
      const counts = new Map<string, number>();
      for (const [channel, local] of followers) {
        const namespace = namespaceOf(channel);
        counts.set(namespace, (counts.get(namespace) ?? 0) + local.size);
      }
      return counts;
    },
    async authorize(channel, userId) {
      const found = definitionOf(channel);
      if (!found) return '未知的频道';
      const { access } = found.definition;
      if (typeof access !== 'function') {
        if (fixedAccess(access, found.parsed, userId)) return null;
        return userId === undefined ? '请先登录' : '无权订阅该频道';
      }
      if (userId === undefined) return '请先登录';
      try {
        return (await access(userId, channel)) ? null : '无权订阅该频道';
      } catch (error) {
        logger.warn({ err: error, channel }, 'channel access check failed');
        return '暂时无法订阅';
      }
    },
    async subscribe(subscriber, channel, since) {
      const local = followers.get(channel) ?? new Map<HubSubscriber, Follower>();
      followers.set(channel, local);
      const follower: Follower = { held: [], given: null };
      local.set(subscriber, follower);
      const { position, missed } = await readForSubscriber(channel, since);
      if (local.get(subscriber) !== follower) return { position, recovered: false };
      if (position.epoch === unknownEpoch && since) {
        // Nothing can be numbered while the store is away: the client keeps its place and recovers once it is back.
        void recoverLater(subscriber, follower, channel, since);
        return { position: since, recovered: true };
      }
      start(subscriber, follower, channel, position, missed);
      return { position, recovered: missed !== null };
    },
    unsubscribe(subscriber, channel) {
      const local = followers.get(channel);
      local?.delete(subscriber);
      if (local?.size !== 0) return;
      followers.delete(channel);
      delivered.delete(channel);
      lastFrameAt.delete(channel);
    },
    async close() {
      clearInterval(repairer);
      clearInterval(orphanSweeper);
      for (const channel of [...batches.keys()]) sendBatch(channel);
      await Promise.allSettled(queues.values());
      fanOut.stop();
      followers.clear();
      await unsubscribeBus();
      await store.close();
    },
  };
}
