/** Spec §9: after this long idle, the likely next routes are prefetched. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Spec §9 minimum fetch display delay: a navigation shorter than this shows no loading indicator, and
 * an indicator once shown stays at least this long, so it never flickers.
 */
export const MIN_LOADING_DISPLAY_MS = 200;

/** Spec §9 developer-tool blocking (an operator option): how often its debugger loop runs. */
export const DEVTOOLS_DEBUGGER_INTERVAL_MS = 4000;

/** Spec §9: a long press opens an item's actions (messages: copy, recall, report; posts and comments: copy, report, delete). */
export const LONG_PRESS_MS = 1000;
