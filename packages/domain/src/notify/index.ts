export * from './match-alerts';
export * from './spoiler';
