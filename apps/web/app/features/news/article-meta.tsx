import type { ArticleSummary } from '@kanqiu/contract';
import { articleKindLabel, formatCount } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { formatShanghai } from '../../lib/format-date';

/** 英超 · 战报 · 自动生成 · 1.2万阅读 · 03-14 22:05 (a 视频 item: 视频 · 回放 · when it ended) */
export function ArticleMeta({ article }: { article: ArticleSummary }): ReactElement {
  return (
    <span className="kq-news-meta">
      <span className="kq-news-column">{article.columnName}</span>
      <span>{articleKindLabel[article.kind]}</span>
      {article.generated && <span className="kq-news-generated">自动生成</span>}
      {!article.video && <span>{formatCount(article.readCount)}阅读</span>}
      <span>{formatShanghai(article.publishedAt, 'MM-DD HH:mm')}</span>
    </span>
  );
}
