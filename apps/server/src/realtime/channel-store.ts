import { randomBytes } from 'node:crypto';
import type { Bus } from '../platform/bus';
import { trimHistory, type HistoryLimits, type StreamPosition } from './history-window';

/** The one bus topic every instance's hub listens on; each hub keeps what its own sockets follow. */
export const hubTopic = 'hub';

/** A publication as it travels on the bus and sits in a channel's history. */
export type Publication = { channel: string; epoch: string; seq: number; at: number; data: unknown };
/** A channel's numbering restarted: its subscribers refetch. */
export type ResetNotice = { channel: string; epoch: string; reset: true };
export type HubMessage = Publication | ResetNotice;

/**
 * Where channels are numbered and their history kept. `append` numbers a publication, keeps it and puts
 * it on the bus as one step, so what subscribers receive is always in the history and in order.
 */
export interface ChannelStore {
  append(channel: string, data: unknown, history: HistoryLimits): Promise<StreamPosition>;
  read(channel: string, withHistory: boolean): Promise<{ position: StreamPosition; entries: Publication[] }>;
  /** A new epoch and an empty history, announced to every instance. */
  reset(channel: string): Promise<void>;
  close(): Promise<void>;
}

export function newEpoch(): string {
  return randomBytes(6).toString('hex');
}

/** One process: numbering and history in memory, publications on the (memory) bus. */
export function createMemoryChannelStore(bus: Bus): ChannelStore {
  const epoch = newEpoch();
  const streams = new Map<string, { epoch: string; seq: number; entries: Publication[] }>();
  const streamOf = (channel: string) => {
    let stream = streams.get(channel);
    if (!stream) {
      stream = { epoch, seq: 0, entries: [] };
      streams.set(channel, stream);
    }
    return stream;
  };
  return {
    async append(channel, data, history) {
      const stream = streamOf(channel);
      stream.seq += 1;
      const publication: Publication = { channel, epoch: stream.epoch, seq: stream.seq, at: Date.now(), data };
      const oldest = publication.at - history.maxAgeSeconds * 1000;
      stream.entries = trimHistory([...stream.entries.filter((e) => e.at >= oldest), publication], history.size);
      await bus.publish(hubTopic, publication);
      return { epoch: stream.epoch, seq: stream.seq };
    },
    read(channel, withHistory) {
      const stream = streamOf(channel);
      return Promise.resolve({
        position: { epoch: stream.epoch, seq: stream.seq },
        entries: withHistory ? [...stream.entries] : [],
      });
    },
    async reset(channel) {
      const stream = { epoch: newEpoch(), seq: 0, entries: [] };
      streams.set(channel, stream);
      const notice: ResetNotice = { channel, epoch: stream.epoch, reset: true };
      await bus.publish(hubTopic, notice);
    },
    close: () => Promise.resolve(),
  };
}
