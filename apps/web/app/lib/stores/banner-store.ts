/**
 * Whether the fan closed the download banner in this page session. The cookie carries the choice
 * across reloads (read by the server); this value carries it across client-side navigations,
 * where the root data from the first load still says "open". Not a zustand store: every page shows
 * the banner, and zustand would then be on every first screen
 * (docs/decisions/0048-first-screen-javascript-within-budget.md).
 */
import { externalValue } from './external-value';

const closedNow = externalValue(false, false);

export const closeBannerNow = (): void => closedNow.set(true);

export const useBannerClosedNow = closedNow.use;
