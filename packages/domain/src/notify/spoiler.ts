/**
 * Spoiler-free mode (防剧透): scores, scorers and result colours of the chosen matches (or of all) stay
 * hidden until the fan taps to reveal them, and live updates can be held back to match a TV stream's delay.
 */
import { defaultSpoilerSettings, spoilerModes, type SpoilerSettings } from './spoiler-settings';

export const SPOILER_MAX_DELAY_SECONDS = 120;
/** Enough for every match a fan could follow in a week; the oldest choices go first beyond it. */
export const SPOILER_MAX_MATCHES = 200;

/** Whether a match's score is hidden (before any reveal on this screen). */
export function isSpoilerHidden(settings: SpoilerSettings, matchId: number): boolean {
  if (settings.mode === 'all') return true;
  return settings.mode === 'chosen' && settings.matchIds.includes(matchId);
}

/** Stored or sent settings of any shape, made valid: unknown modes off, delay within 0–120 s, whole ids. */
export function readSpoilerSettings(raw: unknown): SpoilerSettings {
  if (typeof raw !== 'object' || raw === null) return defaultSpoilerSettings;
  const record = raw as Record<string, unknown>;
  const mode = spoilerModes.find((m) => m === record.mode) ?? 'off';
  const ids = Array.isArray(record.matchIds) ? record.matchIds : [];
  const matchIds = [...new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(
    -SPOILER_MAX_MATCHES,
  );
  const delay =
    typeof record.delaySeconds === 'number' && Number.isFinite(record.delaySeconds) ? record.delaySeconds : 0;
  return { mode, matchIds, delaySeconds: Math.min(SPOILER_MAX_DELAY_SECONDS, Math.max(0, Math.round(delay))) };
}
