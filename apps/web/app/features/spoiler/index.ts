export { SpoilerCover } from './spoiler-cover';
export { SpoilerReveal } from './spoiler-reveal';
export { isScoreHiddenNow, spoilerSettingsNow, useScoreHidden } from './spoiler-store';
export { SpoilerToggle } from './spoiler-toggle';
