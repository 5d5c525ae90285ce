export * from './number-format';
