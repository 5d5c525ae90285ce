export * from './columns';
export * from './shortcuts';
export * from './writer';
export * from './round-up';
