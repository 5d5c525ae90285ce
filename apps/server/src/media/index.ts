export { createMediaServer, streamNamePattern, type MediaServer, type PublishPolicy } from './media-server';
export { mediaRoutes } from './media-routes';
export { registerMediaMetrics } from './media-metrics';
export type { DemoSport, DemoStream } from './demo-clips';
export type { Replay } from './recorder';
