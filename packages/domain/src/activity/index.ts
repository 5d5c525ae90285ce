export * from './campaign';
export * from './fair-draw';
export * from './guess';
export * from './rules';
