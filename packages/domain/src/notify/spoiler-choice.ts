/**
 * What a fan's 防剧透 choices are made with (the settings card, a match's toggle): apart from spoiler.ts, which
 * every score list reads its settings with.
 */
import { SPOILER_MAX_MATCHES } from './spoiler';
import type { SpoilerMode, SpoilerSettings } from './spoiler-settings';

export const spoilerModeLabels: Record<SpoilerMode, string> = {
  off: '关闭',
  chosen: '仅选定的比赛',
  all: '全部比赛',
};

/** A match added to or taken off the chosen ones (newest last, at most SPOILER_MAX_MATCHES). */
export function chooseSpoilerMatch(settings: SpoilerSettings, matchId: number, hidden: boolean): SpoilerSettings {
  const others = settings.matchIds.filter((id) => id !== matchId);
  const matchIds = hidden ? [...others, matchId].slice(-SPOILER_MAX_MATCHES) : others;
  return { ...settings, mode: hidden && settings.mode === 'off' ? 'chosen' : settings.mode, matchIds };
}
