import './news.css';
import { Toast } from '../../lib/antd-imperative';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useFetcher } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { formatShanghai } from '../../lib/format-date';
import { useRootData } from '../../lib/root-data';
import { loginPath } from '../../lib/safe-redirect';
import { PageHeader } from '../shell';
import { SpoilerCover } from '../spoiler';
import { ArticleMeta } from './article-meta';
import { ArticleText } from './article-text';
import type { ArticleActionResult, ArticlePageData } from './data';
import { LazyImage } from './lazy-image';
import { ArticleCard, spoilerTitle, useArticleHidden } from './news-list-page';
import { ShortcutWidget } from './shortcut-widget';
import { useShortcuts } from './use-shortcuts';

function HeartIcon({ filled }: { filled: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

function PinIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** Shows an action's failure as a toast, once per answer. */
function useActionToast(fetcher: ReturnType<typeof useFetcher<ArticleActionResult>>) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.data && fetcher.data !== shown.current && !fetcher.data.ok) {
      shown.current = fetcher.data;
      Toast.show({ content: fetcher.data.error });
    }
  }, [fetcher.data]);
}

export function ArticlePage({ data }: { data: ArticlePageData }): ReactElement {
  const { article, comments, signedIn } = data;
  const { publicHosts } = useRootData();
  const hidden = useArticleHidden(article);
  const shortcuts = useShortcuts();
  const likeFetcher = useFetcher<ArticleActionResult>();
  const commentFetcher = useFetcher<ArticleActionResult>();
  useActionToast(likeFetcher);
  useActionToast(commentFetcher);
  const [draft, setDraft] = useState('');
  const pendingLike = likeFetcher.formData?.get('liked');
  const liked = pendingLike === undefined || pendingLike === null ? article.liked : pendingLike === '1';
  const likeCount = article.likeCount + (liked === article.liked ? 0 : liked ? 1 : -1);
  const saved = shortcuts.list.some((s) => s.linkType === 'news' && s.id === String(article.id));

  // A comment that was posted empties the box (a refused one stays, to be corrected).
  const [handled, setHandled] = useState<ArticleActionResult | undefined>(undefined);
  if (commentFetcher.data !== handled) {
    setHandled(commentFetcher.data);
    if (commentFetcher.data?.ok) setDraft('');
  }

  const toggleLike = () => {
    if (!signedIn) {
      Toast.show({ content: '登录后才能点赞' });
      return;
    }
    void likeFetcher.submit({ intent: 'like', liked: liked ? '0' : '1' }, { method: 'post' });
  };
  const addShortcut = () => {
    shortcuts.add({
      linkType: 'news',
      id: String(article.id),
      columnId: data.columnId,
      label: article.columnName,
      title: article.title,
    });
    Toast.show({ content: '已添加到快捷' });
  };
  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    void commentFetcher.submit({ intent: 'comment', content: draft }, { method: 'post' });
  };

  return (
    <div className="kq-news kq-article">
      <PageHeader title="资讯" backTo={`/news/${data.columnId}`} />
      <article className="kq-article-body">
        <h1 className="kq-article-title">{hidden ? spoilerTitle : article.title}</h1>
        <ArticleMeta article={article} />
        {article.generated && (
          <p className="kq-article-notice">本文由看球资讯根据比赛数据自动生成，比分与数据以赛事官方为准。</p>
        )}
        {hidden && article.matchId !== null ? <SpoilerCover matchId={article.matchId} /> : null}
        {hidden || !article.cover ? null : (
          <LazyImage src={apiAssetUrl(article.cover, publicHosts)} className="kq-article-cover" />
        )}
        {hidden ? null : <ArticleText article={article} />}
        <div className="kq-article-actions">
          <button type="button" className={liked ? 'is-active' : ''} onClick={toggleLike} aria-pressed={liked}>
            <HeartIcon filled={liked} /> {liked ? '已赞' : '点赞'} {likeCount > 0 ? likeCount : ''}
          </button>
          <button type="button" className={saved ? 'is-active' : ''} onClick={addShortcut} disabled={saved}>
            <PinIcon /> {saved ? '已添加到快捷' : '添加到快捷'}
          </button>
        </div>
      </article>

      {article.related.length > 0 && (
        <section className="kq-article-section" aria-label="相关资讯">
          <h2>相关资讯</h2>
          {article.related.map((related) => (
            <ArticleCard key={related.id} article={related} />
          ))}
        </section>
      )}

      <section className="kq-article-section" aria-label="评论">
        <h2>评论 {article.commentCount > 0 ? article.commentCount : ''}</h2>
        {comments.length === 0 && <p className="kq-article-empty">还没有评论，来说两句吧</p>}
        <ul className="kq-comments" data-testid="comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              <span className="kq-comment-avatar" aria-hidden="true">
                {comment.author.portrait ? (
                  <img src={apiAssetUrl(comment.author.portrait, publicHosts) ?? ''} alt="" />
                ) : (
                  [...comment.author.nickName][0]
                )}
              </span>
              <span className="kq-comment-main">
                <span className="kq-comment-head">
                  <span className="kq-comment-name">{comment.author.nickName}</span>
                  <span className="kq-comment-time">{formatShanghai(comment.createdAt, 'MM-DD HH:mm')}</span>
                </span>
                <span className="kq-comment-text">{comment.content}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <form className="kq-comment-bar" onSubmit={submitComment}>
        {signedIn ? (
          <>
            <input
              value={draft}
              maxLength={500}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="写评论…"
              aria-label="写评论"
            />
            <button type="submit" disabled={!draft.trim() || commentFetcher.state !== 'idle'}>
              发送
            </button>
          </>
        ) : (
          <Link to={loginPath(`/news/${data.columnId}/${article.id}`)}>登录后参与评论</Link>
        )}
      </form>
      <ShortcutWidget />
    </div>
  );
}
