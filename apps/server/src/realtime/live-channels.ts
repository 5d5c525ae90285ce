import type { ChannelDefinition, RealtimeHub } from './hub';

/** The live-score channels: public, history from the hub's defaults. */
export const liveScoreChannels: readonly ChannelDefinition[] = [
  { namespace: 'live', access: 'public' },
  { namespace: 'match', access: 'public' },
];

/** What a list snapshot needs of the hub: the position its sport's stream has reached. */
export type StreamPositions = Pick<RealtimeHub, 'position'>;
