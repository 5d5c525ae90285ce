/** Football score lists and match detail: the parts other features show (a fan's followed matches). */
export { MatchRow } from './match-row';
export { useLiveFootballList } from './use-live-football-list';
export { FootballAnimationRoom } from './detail/animation-room';
export { footballTabs } from './football-list-page';
