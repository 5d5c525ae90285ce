export * from './markets';
export * from './record';
export * from './levels';
export * from './tip-rules';
export * from './models';
export * from './analysis';
export * from './format';
