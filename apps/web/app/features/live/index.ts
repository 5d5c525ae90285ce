/** The sport-neutral live-score feature: what the football and basketball features build on. */
export type { AlertKind } from './alerts';
export { DateBar } from './date-bar';
export { readFilterCookie } from './filter-cookie';
export { FollowStar } from './follow-star';
export { EmptyState, ErrorState, ListSkeleton } from './list-states';
export { DetailTabs, useLiveDetail } from './live-detail';
export type { LiveTab } from './live-header';
export { raiseAlerts } from './lazy-alerts';
export { LiveListPage } from './live-list-page';
export { LiveToasts } from './live-toasts';
export { applyListDiff, fieldOr, scoreRose, type ListDiffResult } from './match-diff';
export { OddsTab } from './odds-tab-lazy';
export { useLiveList, type ApplyListDiff, type LiveListSport } from './use-live-list';
export { useLiveSocket } from './use-live-socket';
export { usePublicQuery } from './use-public-query';
export { useSportsNow } from './use-sports-now';
export { RowBadge } from './badge-shield';
export { TeamBadge } from './team-badge';
