import type { ReactElement, ReactNode } from 'react';

/** What a list or a tab shows when it has nothing. */
export function EmptyState({ title = '暂无比赛', children }: { title?: string; children?: ReactNode }): ReactElement {
  return (
    <div className="kq-glyph-before kq-empty is-nothing" data-testid="empty-state">
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
