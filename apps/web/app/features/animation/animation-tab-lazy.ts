import { lazy } from 'react';

/** The animation both sports' detail pages show in their 动画 tab, fetched when the fan first opens it. */
export const AnimationTab = lazy(() => import('./match-animation').then((m) => ({ default: m.MatchAnimation })));
