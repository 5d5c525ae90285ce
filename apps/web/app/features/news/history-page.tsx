import './news.css';
import type { ReactElement } from 'react';
import { Link, useFetcher } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import type { HistoryData } from './data';

/** /user/history: articles and posts opened while signed in, newest first, clearable. */
export function HistoryPage({ data }: { data: HistoryData }): ReactElement {
  const clear = useFetcher();
  const items = clear.state === 'idle' ? data.items : [];
  return (
    <div className="kq-news">
      <PageHeader
        title="浏览记录"
        backTo="/user"
        right={
          items.length > 0 && (
            <clear.Form method="post">
              <button type="submit" className="kq-history-clear">
                清空
              </button>
            </clear.Form>
          )
        }
      />
      {items.length === 0 && <EmptyState title="还没有浏览记录，去头条看看吧" />}
      <ul className="kq-history" data-testid="history">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path}>
              <span className={`kq-history-kind is-${item.kind}`}>{item.kind === 'news' ? '资讯' : '圈子'}</span>
              <span className="kq-history-title">{item.title}</span>
              <span className="kq-history-time">{formatShanghai(item.viewedAt, 'MM-DD HH:mm')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
