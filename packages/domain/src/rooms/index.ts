export * from './room-category';
export * from './live-playback';
