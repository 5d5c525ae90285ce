export * from './aliases';
export * from './date-words';
export * from './intent';
