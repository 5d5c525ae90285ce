/**
 * The hub's channels (docs/realtime.md), by namespace: `<namespace>:<id>`. What each carries is in
 * channels.ts; this file holds only their names, so a page can name a channel without the schemas.
 */
export type ChannelNamespace = 'live' | 'match' | 'room' | 'rooms' | 'chat' | 'user';
export type ChannelName<N extends ChannelNamespace = ChannelNamespace> = `${N}:${string}`;

/** Every diff of a sport's matches. */
export const liveChannel = (sport: 'football' | 'basketball'): ChannelName<'live'> => `live:${sport}`;
/** Every diff of one match. */
export const matchChannel = (matchId: number): ChannelName<'match'> => `match:${matchId}`;
/** A room's events: on and off air, viewers, gifts. */
export const roomChannel = (roomId: number): ChannelName<'room'> => `room:${roomId}`;
/** Every room's on and off air and viewers, for the room list. */
export const roomListChannel: ChannelName<'rooms'> = 'rooms:list';
/** A chat group's lines, deletions, notice and entrances: named by the chat's rule of group keys. */
export { chatChannel } from '@kanqiu/domain';
/** One user's IM pushes (private; only that user may subscribe). */
export const userChannel = (userId: number): ChannelName<'user'> => `user:${userId}`;
