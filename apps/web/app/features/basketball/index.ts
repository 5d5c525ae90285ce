/** Basketball score lists and game detail: the parts other features show (a fan's followed matches). */
export { BasketballMatchRow } from './match-row';
export { useLiveBasketballList } from './use-live-basketball-list';
export { BasketballAnimationRoom } from './detail/animation-room';
export { basketballTabs } from './basketball-list-page';
