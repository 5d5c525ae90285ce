import './community.css';
import type { PostSummary } from '@kanqiu/contract';
import { formatCount } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { postHref } from './data';
import { PostImages } from './post-images';

export function AuthorName({ author }: { author: PostSummary['author'] }): ReactElement {
  return (
    <span className="kq-post-author">
      <span className="kq-post-avatar" aria-hidden="true">
        {[...author.nickName.replace(/^示例用户·/, '')][0]}
      </span>
      <span className="kq-post-name">{author.nickName}</span>
      {author.sample && <span className="kq-post-sample">示例</span>}
    </span>
  );
}

export function PostCard({ post, showCircle = true }: { post: PostSummary; showCircle?: boolean }): ReactElement {
  return (
    <Link to={postHref(post)} className="kq-post-card" data-testid="post-card">
      <span className="kq-post-card-head">
        <AuthorName author={post.author} />
        <span className="kq-post-time">{formatShanghai(post.createdAt, 'MM-DD HH:mm')}</span>
      </span>
      {post.title && (
        <span className="kq-post-card-title">
          {post.kind === 'question' && <span className="kq-post-q">问</span>}
          {post.title}
        </span>
      )}
      <span className="kq-post-card-text">{post.excerpt}</span>
      <PostImages images={post.images} limit={3} />
      <span className="kq-post-card-foot">
        {post.tag && <span className="kq-post-tag">{post.tag.label}</span>}
        {showCircle && <span className="kq-post-circle">{post.circleName}</span>}
        {post.answered && <span className="kq-post-answered">已采纳</span>}
        <span>{formatCount(post.likeCount)} 赞</span>
        <span>
          {formatCount(post.commentCount)} {post.kind === 'question' ? '回答' : '评论'}
        </span>
      </span>
    </Link>
  );
}
