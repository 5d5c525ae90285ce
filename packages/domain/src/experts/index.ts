export * from './markets';
export * from './record';
export * from './levels';
export * from './tip-rules';
