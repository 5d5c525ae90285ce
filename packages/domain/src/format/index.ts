export * from './count-format';
export * from './number-format';
