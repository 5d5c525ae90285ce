import type { HubMessage } from './channel-store';
import type { StreamPosition } from './history-window';
import { textFrame } from './ws-frame';

/** Whether a message is new to a subscriber that already holds `position`. */
export function isAfter(message: HubMessage, position: StreamPosition): boolean {
  return 'reset' in message || message.epoch !== position.epoch || message.seq > position.seq;
}

function wireOf(message: HubMessage) {
  return 'reset' in message
    ? { op: 'reset', topic: message.channel, epoch: message.epoch }
    : { op: 'diff', topic: message.channel, epoch: message.epoch, seq: message.seq, data: message.data };
}

/**
 * One socket frame of a channel, encoded once for every subscriber on this instance: one message as a
 * JSON object, or a batch (publications coalesced within the channel's window, or a replay) as a JSON
 * array of them in order (docs/realtime.md). The websocket frame is built on first use and every socket
 * is written the same bytes.
 */
export class EncodedFrame {
  private framed: Buffer | undefined;

  constructor(readonly messages: readonly HubMessage[]) {}

  get wsFrame(): Buffer {
    this.framed ??= textFrame(Buffer.from(JSON.stringify(this.wire())));
    return this.framed;
  }

  /** The part of this frame a subscriber holding `position` has not had: itself, a smaller frame, or null. */
  after(position: StreamPosition): EncodedFrame | null {
    const fresh = this.messages.filter((message) => isAfter(message, position));
    if (fresh.length === this.messages.length) return this;
    return fresh.length > 0 ? new EncodedFrame(fresh) : null;
  }

  private wire() {
    return this.messages.length === 1 ? wireOf(this.messages[0]!) : this.messages.map(wireOf);
  }
}
