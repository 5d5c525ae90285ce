export * from './api';
export * from './account';
