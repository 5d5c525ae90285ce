import type { ReactElement, ReactNode } from 'react';

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

export function EmptyState({ title = '暂无比赛', children }: { title?: string; children?: ReactNode }): ReactElement {
  return (
    <div className="kq-empty" data-testid="empty-state">
      <svg viewBox="0 0 64 64" width="1.4rem" height="1.4rem" aria-hidden="true">
        <circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M32 20l8 6-3 10h-10l-3-10z" fill="currentColor" opacity="0.6" />
      </svg>
      <p>{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry(): void }): ReactElement {
  return (
    <div className="kq-empty is-error" role="alert">
      <p>{message || '加载失败'}</p>
      <button type="button" className="kq-retry" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
