import { chooseSpoilerMatch, isSpoilerHidden } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { useRootData } from '../../lib/root-data';
import { saveSpoilerSettings, useSpoilerSettings } from './spoiler-store';
import { pushSpoilerSettings } from './spoiler-sync';
import './spoiler.css';

/** 防剧透 for one match, on its detail page: hides its score everywhere until the fan reveals it. */
export function SpoilerToggle({ matchId }: { matchId: number }): ReactElement | null {
  const settings = useSpoilerSettings();
  const { user } = useRootData();
  if (settings.mode === 'all') return null;
  const on = isSpoilerHidden(settings, matchId);
  const toggle = () => {
    const next = chooseSpoilerMatch(settings, matchId, !on);
    saveSpoilerSettings(next);
    if (user) void pushSpoilerSettings(next);
  };
  return (
    <button
      type="button"
      className={`kq-spoiler-toggle${on ? ' is-on' : ''}`}
      aria-pressed={on}
      onClick={toggle}
      data-testid="spoiler-toggle"
    >
      防剧透
    </button>
  );
}
