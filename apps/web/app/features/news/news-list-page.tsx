import './news.css';
import type { ArticleSummary } from '@kanqiu/contract';
import { VIDEO_COLUMN_ID } from '@kanqiu/domain';
import { useEffect, useEffectEvent, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { inHydrationBoundaries } from '../../lib/hydration-boundaries';
import { useRootData } from '../../lib/root-data';
import { EmptyState } from '../shell/states';
import { SearchIcon } from '../shell';
import { useScoreHidden } from '../spoiler';
import { ArticleMeta } from './article-meta';
import type { NewsListData } from './data';
import { LazyImage } from './lazy-image';
import { ShortcutWidget } from './shortcut-widget';
import { VideoCard } from './video-card';

/** A report or recap of a match the fan keeps spoiler-free tells the score in its title and cover. */
export function useArticleHidden(article: ArticleSummary): boolean {
  const hidden = useScoreHidden(article.matchId ?? 0);
  return article.kind !== 'preview' && article.matchId !== null && hidden;
}

export function ArticleCard({ article }: { article: ArticleSummary }): ReactElement {
  return article.video ? <VideoCard article={article} video={article.video} /> : <TextCard article={article} />;
}

function TextCard({ article }: { article: ArticleSummary }): ReactElement {
  const { publicHosts } = useRootData();
  const hidden = useArticleHidden(article);
  return (
    <Link to={`/news/${article.columnId}/${article.id}`} className="kq-news-card" data-testid="news-card">
      <span className="kq-news-card-text">
        <span className="kq-news-card-title">{hidden ? spoilerTitle : article.title}</span>
        <ArticleMeta article={article} />
      </span>
      {hidden || !article.cover ? null : (
        <LazyImage src={apiAssetUrl(article.cover, publicHosts)} className="kq-news-card-cover" />
      )}
    </Link>
  );
}

export const spoilerTitle = '赛后战报（已开启防剧透，标题与比分已隐藏）';

/**
 * Pages of the column (spec §7): page 1 comes with the screen; when the end of the list comes into view the
 * next page is asked for and appended, until `next` is false.
 */
function useArticlePages(data: NewsListData) {
  const { publicHosts } = useRootData();
  const [state, setState] = useState({ source: data, articles: data.articles, page: 1, next: data.next });
  const current = state.source === data ? state : { source: data, articles: data.articles, page: 1, next: data.next };
  const [loading, setLoading] = useState(false);
  const loadMore = async () => {
    if (loading || !current.next) return;
    setLoading(true);
    const page = current.page + 1;
    const { fetchArticlePage } = await import('./article-pages');
    const result = await fetchArticlePage(publicHosts, {
      columnId: data.columnId,
      page,
      size: data.articles.length || 15,
    });
    setLoading(false);
    if (!result.ok) return;
    setState((prev) => {
      const base = prev.source === data ? prev : current;
      const known = new Set(base.articles.map((a) => a.id));
      return {
        source: data,
        page,
        next: result.data.next,
        articles: [...base.articles, ...result.data.list.filter((a) => !known.has(a.id))],
      };
    });
  };
  return { articles: current.articles, next: current.next, loading, loadMore };
}

function useEndOfList(onReached: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useEffectEvent(onReached);
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return sentinel;
}

const emptyTitle = (columnId: number) =>
  columnId === VIDEO_COLUMN_ID ? '暂无视频，直播结束后回放会出现在这里' : '暂无资讯，比赛结束后这里会有战报';

// The first screen's cards hydrate with the page, the rest in boundaries of a few cards.
const CARDS_HYDRATED_WITH_PAGE = 6;
const CARDS_PER_BOUNDARY = 5;

export function NewsListPage({ data }: { data: NewsListData }): ReactElement {
  const { articles, next, loading, loadMore } = useArticlePages(data);
  const sentinel = useEndOfList(() => void loadMore());

  return (
    <div className="kq-news">
      <header className="kq-news-header">
        <nav className="kq-news-tabs" aria-label="资讯栏目">
          {data.columns.map((column) => (
            <Link
              key={column.id}
              to={`/news/${column.id}`}
              className={column.id === data.columnId ? 'is-active' : ''}
              aria-current={column.id === data.columnId ? 'page' : undefined}
              preventScrollReset
            >
              {column.name}
            </Link>
          ))}
        </nav>
        <Link to="/news/search" className="kq-news-search" aria-label="搜索资讯和帖子" data-testid="news-search-link">
          <SearchIcon />
        </Link>
        <Link to="/proposal" className="kq-news-community">
          专家
        </Link>
        <Link to="/community" className="kq-news-community">
          圈子
        </Link>
        <Link to="/database" className="kq-news-community" data-testid="news-database-link">
          资料库
        </Link>
      </header>
      <main className="kq-news-body">
        {data.error && <EmptyState title={data.error} />}
        {!data.error && articles.length === 0 && <EmptyState title={emptyTitle(data.columnId)} />}
        <div className="kq-news-list" data-testid="news-list">
          {inHydrationBoundaries(
            articles.map((article) => <ArticleCard key={article.id} article={article} />),
            { eager: CARDS_HYDRATED_WITH_PAGE, perBoundary: CARDS_PER_BOUNDARY },
          )}
        </div>
        <div ref={sentinel} className="kq-news-more">
          {articles.length > 0 && (loading ? '加载中' : next ? '上拉加载更多' : '没有更多了')}
        </div>
      </main>
      <ShortcutWidget />
    </div>
  );
}
