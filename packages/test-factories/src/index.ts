export * from './match-events';
export * from './push-signing';
export * from './teams';
export * from './free-port';
export * from './prometheus';
export * from './local-http';
export * from './payment-providers';
