import type { MouseEvent, ReactElement } from 'react';
import { revealScore } from './spoiler-store';
import './spoiler.css';

/** In place of a hidden score: a tap shows it (inside a row's link, the tap does not open the match). */
export function SpoilerReveal({ matchId, compact = false }: { matchId: number; compact?: boolean }): ReactElement {
  const reveal = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    revealScore(matchId);
  };
  return (
    <button
      type="button"
      className={`kq-spoiler-reveal${compact ? ' is-compact' : ''}`}
      onClick={reveal}
      data-testid="spoiler-reveal"
    >
      {compact ? '看比分' : '防剧透 · 点击看比分'}
    </button>
  );
}
