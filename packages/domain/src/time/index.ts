export * from './local-time';
