import { basketballListGroup } from './basketball/status';
import { footballListGroup } from './football/status';

export type LiveViewSport = 'football' | 'basketball';

/** A match of a score list as the live view's empty state reads it: sport, state, kick-off (epoch seconds). */
export type KickoffCandidate = { sport: LiveViewSport; s: number; ot: number };

const upcoming = (match: KickoffCandidate): boolean =>
  (match.sport === 'football' ? footballListGroup(match.s) : basketballListGroup(match.s)) === 'upcoming';

/**
 * The live view's empty state names the next kick-off (spec §4 live view,
 * docs/decisions/0061-live-view-entrances-exception-event.md): the earliest match not yet started whose kick-off is
 * still ahead; a postponed or interrupted match waits for a date, so it is none.
 */
export function nextKickoff<M extends KickoffCandidate>(matches: readonly M[], nowSec: number): M | null {
  let next: M | null = null;
  for (const match of matches) {
    if (match.s !== 1 || match.ot < nowSec || !upcoming(match)) continue;
    if (!next || match.ot < next.ot) next = match;
  }
  return next;
}
