export * from './common';
export * from './diff';
export * from './socket';
export * from './football';
export * from './basketball-box';
export * from './basketball';
