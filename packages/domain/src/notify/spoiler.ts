/**
 * Spoiler-free mode (防剧透): scores, scorers and result colours of the chosen matches (or of all) stay
 * hidden until the fan taps to reveal them, and live updates can be held back to match a TV stream's delay.
 */
import { defaultSpoilerSettings, spoilerModes, type SpoilerMode, type SpoilerSettings } from './spoiler-settings';

export const SPOILER_MAX_DELAY_SECONDS = 120;
/** Enough for every match a fan could follow in a week; the oldest choices go first beyond it. */
export const SPOILER_MAX_MATCHES = 200;

export const spoilerModeLabels: Record<SpoilerMode, string> = {
  off: '关闭',
  chosen: '仅选定的比赛',
  all: '全部比赛',
};

/** Whether a match's score is hidden (before any reveal on this screen). */
export function isSpoilerHidden(settings: SpoilerSettings, matchId: number): boolean {
  if (settings.mode === 'all') return true;
  return settings.mode === 'chosen' && settings.matchIds.includes(matchId);
}

/** A match added to or taken off the chosen ones (newest last, at most SPOILER_MAX_MATCHES). */
export function chooseSpoilerMatch(settings: SpoilerSettings, matchId: number, hidden: boolean): SpoilerSettings {
  const others = settings.matchIds.filter((id) => id !== matchId);
  const matchIds = hidden ? [...others, matchId].slice(-SPOILER_MAX_MATCHES) : others;
  return { ...settings, mode: hidden && settings.mode === 'off' ? 'chosen' : settings.mode, matchIds };
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
