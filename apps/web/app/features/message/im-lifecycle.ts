/**
 * What the app shell needs of messaging on every page: closing the connection at logout. Kept free of
 * the store, zod and the message screens so the shell's first JS stays small.
 */
let stopRunning: (() => void) | null = null;

/** The running connection's stop, set by the message session when it starts. */
export function onImStarted(stop: () => void): void {
  stopRunning = stop;
}

/** Logout: the socket closes and what it held is cleared (spec §4). */
export function stopIm(): void {
  stopRunning?.();
  stopRunning = null;
}
