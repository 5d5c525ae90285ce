import { describe, expect, it } from 'vitest';
import { isSpoilerHidden, readSpoilerSettings, SPOILER_MAX_MATCHES } from './spoiler';
import { chooseSpoilerMatch } from './spoiler-choice';
import { defaultSpoilerSettings } from './spoiler-settings';

describe('spoiler-free mode', () => {
  it('hides every match in mode all, only the chosen ones in mode chosen, none when off', () => {
    const chosen = { mode: 'chosen' as const, matchIds: [7], delaySeconds: 0 };
    expect(isSpoilerHidden(chosen, 7)).toBe(true);
    expect(isSpoilerHidden(chosen, 8)).toBe(false);
    expect(isSpoilerHidden({ ...chosen, mode: 'all' }, 8)).toBe(true);
    expect(isSpoilerHidden({ ...chosen, mode: 'off' }, 7)).toBe(false);
  });

  it('choosing a match turns the mode on, un-choosing leaves the mode as it was', () => {
    const on = chooseSpoilerMatch(defaultSpoilerSettings, 7, true);
    expect(on).toEqual({ mode: 'chosen', matchIds: [7], delaySeconds: 0 });
    expect(chooseSpoilerMatch(on, 7, false)).toEqual({ mode: 'chosen', matchIds: [], delaySeconds: 0 });
    expect(chooseSpoilerMatch({ ...on, mode: 'all' }, 9, true).mode).toBe('all');
  });

  it('keeps the newest choices within the limit', () => {
    let settings = defaultSpoilerSettings;
    for (let id = 1; id <= SPOILER_MAX_MATCHES + 5; id++) settings = chooseSpoilerMatch(settings, id, true);
    expect(settings.matchIds).toHaveLength(SPOILER_MAX_MATCHES);
    expect(settings.matchIds[0]).toBe(6);
  });

  it('reads what was stored or sent into valid settings: delay 0–120 s, whole positive ids once', () => {
    expect(readSpoilerSettings({ mode: 'all', matchIds: [3, 3, -1, 2.5, '4', 5], delaySeconds: 300 })).toEqual({
      mode: 'all',
      matchIds: [3, 5],
      delaySeconds: 120,
    });
    expect(readSpoilerSettings({ mode: 'loud', delaySeconds: -4 })).toEqual(defaultSpoilerSettings);
    expect(readSpoilerSettings('nonsense')).toEqual(defaultSpoilerSettings);
    expect(readSpoilerSettings({ mode: 'chosen', delaySeconds: 29.6 }).delaySeconds).toBe(30);
  });
});
