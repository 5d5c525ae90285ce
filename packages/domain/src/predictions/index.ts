export * from './distributions';
export * from './football-model';
export * from './basketball-model';
export * from './markets';
export * from './metrics';
export * from './form';
export * from './basketball-backtest';
