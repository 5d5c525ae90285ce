/** 动画直播: a match drawn on a pitch or court from its live data, for the match pages and the animation rooms. */
export { sideColors, type AnimationTeam } from './colors';
export { AnimationTab } from './animation-tab-lazy';
export { MatchAnimation } from './match-animation';
export { CourtDrawing, PitchDrawing } from './stage-drawings';
export { useBasketballAnimation, useFootballAnimation } from './use-animation';
