export * from './minor-mode';
export * from './adult';
