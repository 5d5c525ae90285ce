import { lazy } from 'react';

/** The odds tab both sports' detail pages show, fetched when the fan first opens it. */
export const OddsTab = lazy(() => import('./odds-tab').then((m) => ({ default: m.OddsTab })));
