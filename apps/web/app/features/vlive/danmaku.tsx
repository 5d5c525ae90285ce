import type { ChatMessage } from '@kanqiu/contract';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { laneOf } from './chat-messages';

/** At most this many lines fly at once; more are skipped rather than stacked unreadably. */
const maxFlying = 24;

/**
 * 弹幕: lines that arrive while the fan watches fly right to left over the video, in lanes. History is not
 * replayed as danmaku. Text only; a finished line leaves the DOM.
 */
export function Danmaku({ lines }: { lines: ChatMessage[] }): ReactElement {
  const [flying, setFlying] = useState<ChatMessage[]>([]);
  const seen = useRef<number | null>(null);

  useEffect(() => {
    const newest = lines.at(-1)?.id ?? 0;
    if (seen.current === null) {
      seen.current = newest;
      return;
    }
    const after = seen.current;
    const fresh = lines.filter((line) => line.id > after && line.kind === 'text');
    seen.current = Math.max(after, newest);
    if (fresh.length > 0) setFlying((now) => [...now, ...fresh].slice(-maxFlying));
  }, [lines]);

  const land = (id: number) => setFlying((now) => now.filter((line) => line.id !== id));

  return (
    <div className="kq-danmaku" aria-hidden="true" data-testid="danmaku">
      {flying.map((line) => (
        <span
          key={line.id}
          className={line.sender?.anchor ? 'kq-danmaku-line is-anchor' : 'kq-danmaku-line'}
          style={{ top: `${8 + laneOf(line.id) * 22}%` }}
          onAnimationEnd={() => land(line.id)}
        >
          {line.text}
        </span>
      ))}
    </div>
  );
}

/** The 弹幕 switch in the player's corner: a speech bubble with lines, struck through when off. */
export function DanmakuToggle({ on, onToggle }: { on: boolean; onToggle: () => void }): ReactElement {
  return (
    <button
      type="button"
      className={on ? 'kq-danmaku-toggle is-on' : 'kq-danmaku-toggle'}
      onClick={onToggle}
      aria-pressed={on}
      aria-label={on ? '关闭弹幕' : '开启弹幕'}
      data-testid="danmaku-toggle"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M7 9h10M7 12.5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        {!on && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
      <span>弹幕</span>
    </button>
  );
}
