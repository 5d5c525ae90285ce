import { z } from 'zod';
import { chatEvent, chatPage } from '../chat';
import { giftEvent } from '../gifts';
import { imPush } from '../im';
import { matchDiff } from '../live/diff';
import { liveServerMessage } from '../live/socket';
import { roomEvent } from '../rooms';
import type { ChannelNamespace } from './channel-names';

/**
 * The catalogue of the hub's channels: what a publication on each namespace carries. The hub's publishers are
 * typed by it (apps/server/src/realtime/hub.ts, `ChannelHub`) and the browser's readers are guards generated from it
 * (channel-guards.generated.ts, `npm run generate -w @kanqiu/contract`).
 */
export const channelEvents = {
  live: matchDiff,
  match: matchDiff,
  room: z.union([roomEvent, giftEvent]),
  rooms: roomEvent,
  chat: chatEvent,
  user: imPush,
} satisfies Record<ChannelNamespace, z.ZodType>;

export type ChannelEvent<N extends ChannelNamespace> = z.output<(typeof channelEvents)[N]>;

/**
 * What the browser reads and guards: each channel's events, the socket's own messages and the older chat lines
 * (/chat/page) that the room's chat lays before the live ones.
 */
export const guardedSchemas = {
  liveChannelEvent: channelEvents.live,
  matchChannelEvent: channelEvents.match,
  roomChannelEvent: channelEvents.room,
  roomsChannelEvent: channelEvents.rooms,
  chatChannelEvent: channelEvents.chat,
  userChannelEvent: channelEvents.user,
  liveServerMessage,
  chatPage,
};

export type Guarded<K extends keyof typeof guardedSchemas> = z.output<(typeof guardedSchemas)[K]>;
