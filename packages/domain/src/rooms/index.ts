export * from './room-category';
