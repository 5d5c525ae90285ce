/** 动画直播: a match drawn on a pitch or court from its live data, for the match pages and the animation rooms. */
export { MatchAnimation, sideColors, type AnimationTeam } from './match-animation';
export { CourtDrawing, PitchDrawing } from './stage-drawings';
export { useBasketballAnimation, useFootballAnimation } from './use-animation';
