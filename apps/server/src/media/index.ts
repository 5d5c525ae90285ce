export { createMediaServer, streamNamePattern, type MediaServer, type PublishPolicy } from './media-server';
export { mediaRoutes } from './media-routes';
export type { DemoSport, DemoStream } from './demo-clips';
export type { Replay } from './recorder';
