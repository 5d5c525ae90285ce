import type { ReactElement } from 'react';

export function MoreButton({
  next,
  loading,
  onMore,
}: {
  next: boolean;
  loading: boolean;
  onMore: () => void;
}): ReactElement {
  if (!next) return <p className="kq-experts-end">没有更多了</p>;
  return (
    <button type="button" className="kq-experts-more" onClick={onMore} disabled={loading}>
      {loading ? '加载中' : '加载更多'}
    </button>
  );
}
