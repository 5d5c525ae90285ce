export * from './match-events';
export * from './push-signing';
export * from './teams';
