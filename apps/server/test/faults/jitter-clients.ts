import type { ImMessage } from '@kanqiu/contract';
import { ImCode, unknownEpoch } from '@kanqiu/domain';
import { WebSocket } from 'ws';

/** The addresses of the instances still running; a client reconnects to one of them at random. */
export type Instances = () => string[];

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));
const pick = (instances: Instances) => {
  const urls = instances();
  return urls[random(0, urls.length)]!.replace('http', 'ws');
};

/**
 * A socket's life under jitter: dropped every 10–20 s for 2 s on its own schedule, and reconnected at once
 * (to a random instance) when the server closes it. `open` makes a connected socket; `stop` ends the cycle.
 */
class Jittered {
  socket: WebSocket | null = null;
  /** When each 2 s drop started and ended. */
  readonly drops: { from: number; to: number }[] = [];
  private stopped = false;
  private dropTimer: NodeJS.Timeout | undefined;

  constructor(private readonly open: () => WebSocket) {}

  start(): void {
    this.connect();
    this.scheduleDrop();
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = this.open();
    this.socket = socket;
    const again = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      setTimeout(() => this.connect(), 100);
    };
    socket.on('close', again);
    socket.on('error', again);
  }

  private scheduleDrop(): void {
    this.dropTimer = setTimeout(
      () => {
        const socket = this.socket;
        this.socket = null;
        socket?.terminate();
        const from = Date.now();
        setTimeout(() => {
          this.drops.push({ from, to: Date.now() });
          this.connect();
        }, 2000);
        this.scheduleDrop();
      },
      random(10_000, 20_000),
    );
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.dropTimer);
    this.socket?.terminate();
  }

  /** When this client was back from its own drop if it was away at `at`, else `at`. */
  backAt(at: number): number {
    return this.drops.find((drop) => drop.from <= at && at < drop.to)?.to ?? at;
  }

  /** How long, between `from` and `to`, this client was away in drops of its own. */
  awayBetween(from: number, to: number): number {
    return this.drops.reduce((sum, drop) => sum + Math.max(0, Math.min(to, drop.to) - Math.max(from, drop.from)), 0);
  }
}

type Position = { epoch: string; seq: number };
type Diff = {
  op: 'diff';
  topic: string;
  epoch: string;
  seq: number;
  data: { matchId: number; fields: { score?: number[] } };
};

/**
 * A live-score fan on `/ws/live` following `live:football` as the web does: it resubscribes with its last
 * position after every drop and applies diffs in order. The history it keeps is what the checker reads:
 * every accepted seq with its arrival time, duplicates dropped, gaps, resets and unrecovered resubscriptions.
 */
export class LiveFan {
  position: Position | null = null;
  readonly accepted: { seq: number; at: number; goals: number | undefined }[] = [];
  /** When each duplicate arrived (and was dropped). */
  readonly duplicatesAt: number[] = [];
  /** Each gap as `held seq → received seq`, to tell where a loss happened. */
  readonly gaps: string[] = [];
  resets = 0;
  private current: WebSocket | null = null;
  /** Per reconnection: from opening the socket to being subscribed again, what was missed included. */
  readonly resubscribeMs: number[] = [];
  private readonly life: Jittered;

  constructor(
    instances: Instances,
    private readonly matchId: number,
  ) {
    this.life = new Jittered(() => this.open(instances));
  }

  start(): void {
    this.life.start();
  }

  stop(): void {
    this.life.stop();
  }

  private open(instances: Instances): WebSocket {
    const socket = new WebSocket(`${pick(instances)}/ws/live`, { handshakeTimeout: 2000 });
    const openedAt = Date.now();
    this.current = socket;
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          op: 'subscribe',
          topics: ['live:football'],
          ...(this.position ? { since: { 'live:football': this.position } } : {}),
        }),
      ),
    );
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text === '0' || this.current !== socket) return;
      const parsed = JSON.parse(text) as unknown;
      for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
        if ((message as { op: string }).op === 'subscribed' && this.position)
          this.resubscribeMs.push(Date.now() - openedAt);
        this.take(message as Record<string, unknown>);
      }
    });
    return socket;
  }

  private take(message: Record<string, unknown>): void {
    if (message.op === 'reset') this.resets += 1;
    if (message.op === 'subscribed') {
      const now = (message.positions as Record<string, Position & { recovered: boolean }>)['live:football'];
      if (!now) return;
      // No position yet (the store did not answer in time): as the web refetches, this fan asks again.
      if (!this.position && now.epoch === unknownEpoch) return void this.current?.close();
      if (!this.position) this.position = { epoch: now.epoch, seq: now.seq };
      else if (!now.recovered) this.resets += 1;
    }
    if (message.op === 'diff' && message.topic === 'live:football') this.apply(message as Diff);
  }

  private apply(diff: Diff): void {
    const position = this.position;
    if (!position) return;
    if (diff.epoch === position.epoch && diff.seq <= position.seq) {
      this.duplicatesAt.push(Date.now());
      return;
    }
    if (diff.epoch !== position.epoch || diff.seq !== position.seq + 1) {
      this.gaps.push(`${position.epoch}:${position.seq} → ${diff.epoch}:${diff.seq}`);
      this.position = { epoch: diff.epoch, seq: diff.seq };
      return;
    }
    position.seq = diff.seq;
    const goals = diff.data.matchId === this.matchId ? diff.data.fields.score?.[0] : undefined;
    this.accepted.push({ seq: diff.seq, at: Date.now(), goals });
  }

  /**
   * How long after `at` (a fault's end) this fan held `goals` goals, and so every update before them in order:
   * from `at`, or from its return if it was away in a drop of its own then, less the time it spent in drops of
   * its own meanwhile (its absence by choice is not the fault's); Infinity if it never held them.
   */
  upToDateAfter(at: number, goals: number): number {
    const from = this.life.backAt(at);
    const held = this.heldGoalsAt(goals);
    return held === undefined ? Infinity : held - from - this.life.awayBetween(from, held);
  }

  /** When this fan first held the given number of goals, or undefined. */
  heldGoalsAt(goals: number): number | undefined {
    return this.accepted.find((entry) => entry.goals !== undefined && entry.goals >= goals)?.at;
  }
}

/**
 * One side of a conversation on `/imserver/ws`, as the spec's client: auth, then sync since its last seq;
 * its messages go one at a time and are resent (same client id) until acknowledged. It keeps the partner's
 * messages in order once each, and counts copies dropped and copies one socket was given twice.
 */
export class ImFan {
  lastSeq = 0;
  readonly received: string[] = [];
  /** When each of `received` arrived. */
  readonly receivedAt: number[] = [];
  readonly pending: { clientId: string; text: string }[] = [];
  written = 0;
  readonly duplicatesAt: number[] = [];
  /** Messages pushed to a socket that had already been given them (live or in a sync reply). */
  sameSocketDuplicates = 0;
  private readonly life: Jittered;
  private current: WebSocket | null = null;

  constructor(
    readonly fan: { id: number; token: string },
    readonly conversationId: number,
    instances: Instances,
  ) {
    this.life = new Jittered(() => this.open(instances));
  }

  start(): void {
    this.life.start();
  }

  stop(): void {
    this.life.stop();
  }

  write(index: number): void {
    this.written = index;
    this.pending.push({ clientId: `jitter-${this.fan.id}-${index}`, text: String(index) });
    if (this.pending.length === 1) this.sendFirst();
  }

  private send(code: number, data: Record<string, unknown>): void {
    if (this.current?.readyState === WebSocket.OPEN)
      this.current.send(JSON.stringify({ code, data: { ...data, accessToken: this.fan.token } }));
  }

  private sendFirst(): void {
    const first = this.pending[0];
    if (first) this.send(ImCode.privateMessage, { id: this.conversationId, ...first });
  }

  private sync(): void {
    this.send(ImCode.sync, { since: { [String(this.conversationId)]: this.lastSeq } });
  }

  private open(instances: Instances): WebSocket {
    const socket = new WebSocket(`${pick(instances)}/imserver/ws`, { handshakeTimeout: 2000 });
    const given = new Set<number>();
    this.current = socket;
    socket.on('open', () => socket.send(JSON.stringify({ code: ImCode.auth, data: { accessToken: this.fan.token } })));
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text === '0' || this.current !== socket) return;
      const frame = JSON.parse(text) as { code: number; data: Record<string, unknown> };
      // A sync reply answers what was asked; a push of a message this socket already had is a duplicate.
      const take = (message: ImMessage, pushed: boolean) => {
        if (pushed && given.has(message.id)) this.sameSocketDuplicates += 1;
        given.add(message.id);
        this.take(message);
      };
      if (frame.code === ImCode.auth) {
        this.sync();
        this.sendFirst();
      } else if (frame.code === ImCode.sendAck) {
        if (this.pending[0]?.clientId === frame.data.clientId) this.pending.shift();
        this.sendFirst();
      } else if (frame.code === ImCode.sync && Array.isArray(frame.data.list))
        (frame.data.list as ImMessage[]).forEach((message) => take(message, false));
      else if (frame.code === ImCode.sync) this.sync();
      else if (frame.code === ImCode.privateMessage) take(frame.data as unknown as ImMessage, true);
      else if (frame.code === ImCode.refused) setTimeout(() => this.sendFirst(), 500);
    });
    return socket;
  }

  private take(message: ImMessage): void {
    if (message.conversationId !== this.conversationId) return;
    if (message.seq <= this.lastSeq) {
      this.duplicatesAt.push(Date.now());
      return;
    }
    if (message.seq > this.lastSeq + 1) {
      this.sync();
      return;
    }
    this.lastSeq = message.seq;
    if (message.sender?.id === this.fan.id) return;
    this.received.push(message.text);
    this.receivedAt.push(Date.now());
  }
}
