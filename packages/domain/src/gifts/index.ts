export * from './gifts';
export * from './nobles';
