export * from './fourth-tab';
export * from './client-platform';
export * from './shell-timing';
export * from './trust-proxy';
