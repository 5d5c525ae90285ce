import type { ReactElement, ReactNode } from 'react';

/** What a list or a tab shows when it has nothing. */
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

/** What a list or a tab shows when its load failed, with 重试. */
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
