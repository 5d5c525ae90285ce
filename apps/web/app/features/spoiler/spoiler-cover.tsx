import type { ReactElement } from 'react';
import { SpoilerReveal } from './spoiler-reveal';
import './spoiler.css';

/** In place of a hidden match's timeline and text live. */
export function SpoilerCover({ matchId }: { matchId: number }): ReactElement {
  return (
    <div className="kq-spoiler-cover" data-testid="spoiler-cover">
      <strong>已开启防剧透</strong>
      <p>本场比分、进球与文字直播已隐藏，看完直播再来揭晓。</p>
      <SpoilerReveal matchId={matchId} />
    </div>
  );
}
