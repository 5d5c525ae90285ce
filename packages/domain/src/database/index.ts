export * from './archive';
export * from './player-lines';
export * from './zones';
export * from './rankings';
export * from './groups';
export * from './bracket';
export * from './result-stats';
