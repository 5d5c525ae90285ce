export * from './fields';
export * from './envelope';
export * from './health';
export * from './account';
export * from './live';
export * from './feed';
export * from './wallet';
export * from './rooms';
