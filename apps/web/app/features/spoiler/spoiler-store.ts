import { isSpoilerHidden, type SpoilerSettings } from '@kanqiu/domain';
import { useRootData } from '../../lib/root-data';
import { readSpoilerCookie, spoilerCookieText } from '../../lib/spoiler-cookie';
import { externalValue } from '../../lib/stores/external-value';

/** Scores the fan revealed on this page view (a reload hides them again). */
const revealed = new Set<number>();
let cache: { cookie: string; settings: SpoilerSettings } | null = null;
/** Counts the changes (a reveal, saved settings): what the hooks render again on. */
let changes = 0;
const version = externalValue(0, 0);

const changed = (): void => version.set(++changes);

/** The settings in force in the browser now (from the cookie). */
export function spoilerSettingsNow(): SpoilerSettings {
  const cookie = document.cookie;
  if (cache?.cookie !== cookie) cache = { cookie, settings: readSpoilerCookie(cookie) };
  return cache.settings;
}

export function saveSpoilerSettings(settings: SpoilerSettings): void {
  document.cookie = spoilerCookieText(settings, new Date());
  changed();
}

export function revealScore(matchId: number): void {
  revealed.add(matchId);
  changed();
}

/** Whether a match's score is hidden now (browser only: alerts and live updates). */
export function isScoreHiddenNow(matchId: number): boolean {
  return !revealed.has(matchId) && isSpoilerHidden(spoilerSettingsNow(), matchId);
}

/** The settings, as the server rendered them until the page runs. */
export function useSpoilerSettings(): SpoilerSettings {
  const { spoiler } = useRootData();
  version.use();
  return typeof document === 'undefined' ? spoiler : spoilerSettingsNow();
}

/** Whether a match's score is to stay behind a tap-to-reveal. */
export function useScoreHidden(matchId: number): boolean {
  const settings = useSpoilerSettings();
  return !revealed.has(matchId) && isSpoilerHidden(settings, matchId);
}
