import type { ReactElement } from 'react';

/** Loading skeleton of a score list, with the spec's '加载中'. */
export function ListSkeleton({ rows = 6 }: { rows?: number }): ReactElement {
  return (
    <div className="kq-skeleton" role="status" aria-label="加载中">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="kq-skeleton-row">
          <span className="kq-skeleton-bar is-short" />
          <span className="kq-skeleton-bar" />
          <span className="kq-skeleton-bar is-mid" />
        </div>
      ))}
      <p className="kq-skeleton-text">加载中</p>
    </div>
  );
}
