export * from './api';
export * from './account';
export * from './time';
export * from './format';
export * from './sport';
export * from './app';
export * from './wallet';
export * from './rooms';
