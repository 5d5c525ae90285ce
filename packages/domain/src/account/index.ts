export * from './phone';
export * from './id-number';
export * from './nick-name';
