export * from './common';
export * from './diff';
export * from './socket';
export * from './football';
