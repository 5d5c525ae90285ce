import './news.css';
import type { SearchHitItem } from '@kanqiu/contract';
import type { ReactElement, ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { EmptyState } from '../shell/states';
import { PageHeader, SearchIcon } from '../shell';
import type { NewsSearchData } from './data';

const suggestions = ['英超', '战报', '前瞻', '绝杀', 'NBA', '梅开二度'];

const kindLabel: Record<SearchHitItem['kind'], string> = { news: '资讯', post: '圈子' };

/** The text with each of the query's words marked where it occurs. */
function Highlighted({ text, query }: { text: string; query: string }): ReactNode {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text.split(pattern).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

function SearchHitCard({ hit, query }: { hit: SearchHitItem; query: string }): ReactElement {
  return (
    <Link to={hit.path} className="kq-search-hit" data-testid="search-hit" data-kind={hit.kind}>
      <span className="kq-search-hit-title">
        <span className={`kq-search-kind is-${hit.kind}`}>{kindLabel[hit.kind]}</span>
        <Highlighted text={hit.title} query={query} />
      </span>
      {hit.excerpt && (
        <span className="kq-search-hit-excerpt">
          <Highlighted text={hit.excerpt} query={query} />
        </span>
      )}
      <span className="kq-search-hit-time">{formatShanghai(hit.publishedAt, 'YYYY-MM-DD HH:mm')}</span>
    </Link>
  );
}

function pageLink(q: string, page: number): string {
  return `/news/search?${new URLSearchParams({ q, page: String(page) }).toString()}`;
}

/** 搜索: news articles and community posts by Chinese words, reached from the 头条 header. */
export function NewsSearchPage({ data }: { data: NewsSearchData }): ReactElement {
  const { q, page, hits, next, error } = data;
  return (
    <div className="kq-news kq-search">
      <PageHeader title="搜索" backTo="/news/1002" />
      <Form method="get" action="/news/search" className="kq-search-bar kq-search-field" role="search">
        <SearchIcon className="kq-search-icon" />
        <input
          name="q"
          type="search"
          defaultValue={q}
          placeholder="搜索资讯、战报和圈子帖子"
          aria-label="搜索资讯和圈子帖子"
          maxLength={50}
          enterKeyHint="search"
          autoFocus={!q}
        />
        <button type="submit">搜索</button>
      </Form>
      <main className="kq-search-body">
        {!q && (
          <section className="kq-search-suggest" aria-label="试试搜索">
            <h2>试试搜索</h2>
            <div>
              {suggestions.map((word) => (
                <Link key={word} to={pageLink(word, 1)}>
                  {word}
                </Link>
              ))}
            </div>
          </section>
        )}
        {error && <EmptyState title={error} />}
        {q && !error && hits.length === 0 && <EmptyState title={`没有找到与“${q}”相关的资讯或帖子`} />}
        {hits.length > 0 && (
          <div className="kq-search-list" data-testid="search-results">
            {hits.map((hit) => (
              <SearchHitCard key={hit.path} hit={hit} query={q} />
            ))}
          </div>
        )}
        {(page > 1 || next) && (
          <nav className="kq-search-pages" aria-label="翻页">
            {page > 1 ? <Link to={pageLink(q, page - 1)}>上一页</Link> : <span />}
            <span>第 {page} 页</span>
            {next ? <Link to={pageLink(q, page + 1)}>下一页</Link> : <span />}
          </nav>
        )}
      </main>
    </div>
  );
}
