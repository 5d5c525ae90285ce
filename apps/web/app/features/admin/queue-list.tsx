import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactElement, ReactNode } from 'react';
import type { Queue } from './use-queue';

/** A queue's cards, or why there are none: loading, the server's refusal, or nothing to do. */
export function QueueList<T>({
  queue,
  empty,
  children,
}: {
  queue: Queue<T>;
  empty: string;
  children: (item: T) => ReactNode;
}): ReactElement {
  if (queue.error)
    return (
      <p className="kq-admin-error" role="alert">
        {queue.error}
      </p>
    );
  if (!queue.items)
    return (
      <p className="kq-admin-loading">
        <DotLoading color="primary" />
      </p>
    );
  if (queue.items.length === 0) return <ErrorBlock status="empty" title={empty} description="新的举报会出现在这里" />;
  return <ul className="kq-admin-list">{queue.items.map(children)}</ul>;
}
