import type { CommentaryLineView } from '@kanqiu/contract';
import type { ReactElement } from 'react';

/** 文字直播, newest first: minute, line; goals, red cards and the final whistle stand out. */
export function CommentaryList({ lines }: { lines: readonly CommentaryLineView[] }): ReactElement | null {
  if (lines.length === 0) return null;
  return (
    <section className="kq-card kq-detail-card">
      <h3 className="kq-card-title">文字直播</h3>
      <ol className="kq-commentary" data-testid="text-live">
        {[...lines].reverse().map((line) => (
          <li key={line.key} className={`is-${line.kind}${line.emphasis ? ' is-emphasis' : ''}`}>
            <span className="kq-commentary-minute">{line.minute}</span>
            <span className="kq-commentary-text">{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
