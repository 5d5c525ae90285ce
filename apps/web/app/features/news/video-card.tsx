import type { ArticleSummary, ArticleVideo } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { formatDuration, replayPath } from '../vlive';
import { ArticleMeta } from './article-meta';
import { LazyImage } from './lazy-image';

/** A 视频 item: the replay's poster with a play badge and its length; a tap plays this recording. */
export function VideoCard({ article, video }: { article: ArticleSummary; video: ArticleVideo }): ReactElement {
  const { publicHosts } = useRootData();
  return (
    <Link
      to={replayPath(video.roomId, video.startedAt)}
      className="kq-news-video"
      data-testid="news-video"
      data-room-id={video.roomId}
    >
      <span className="kq-news-video-poster">
        <LazyImage src={apiAssetUrl(video.posterPath, publicHosts)} className="kq-news-video-image" />
        <svg className="kq-news-video-play" viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="23" fill="rgba(0,0,0,0.45)" stroke="#fff" strokeWidth="2" />
          <path d="M19 15.5v17l14-8.5z" fill="#fff" />
        </svg>
        <span className="kq-news-video-duration" data-testid="video-duration">
          {formatDuration(video.durationSeconds)}
        </span>
      </span>
      <span className="kq-news-card-title">{article.title}</span>
      <ArticleMeta article={article} />
    </Link>
  );
}
