export * from './community';
export * from './moderation';
