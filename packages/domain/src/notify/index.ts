export * from './match-alerts';
export * from './spoiler';
export * from './spoiler-choice';
export * from './spoiler-settings';
