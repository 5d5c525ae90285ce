export * from './match-alerts';
export * from './spoiler';
export * from './spoiler-settings';
