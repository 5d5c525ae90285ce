import './community.css';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import { postHref, type MyCommunityData, type MyCommunityTab } from './data';
import { PostCard } from './post-card';

const tabs: { key: MyCommunityTab; title: string }[] = [
  { key: 'posts', title: '我的帖子' },
  { key: 'comments', title: '我的回复' },
  { key: 'notices', title: '互动消息' },
];

/** One line of 我的回复 or 互动消息: what happened, under which post, when; a tap opens the post. */
function ActivityRow({
  to,
  unread = false,
  post,
  createdAt,
  testId,
  children,
}: {
  to: string;
  unread?: boolean;
  post: string;
  createdAt: number;
  testId: string;
  children: ReactNode;
}): ReactElement {
  return (
    <li data-testid={testId}>
      <Link to={to} className="kq-notice">
        {unread && <span className="kq-notice-dot" aria-label="未读" />}
        <span className="kq-notice-line">{children}</span>
        <span className="kq-notice-post">{post}</span>
        <span className="kq-post-time">{formatShanghai(createdAt, 'MM-DD HH:mm')}</span>
      </Link>
    </li>
  );
}

function Notices({ data }: { data: MyCommunityData }): ReactElement {
  if (data.notices.length === 0) return <EmptyState title="还没有互动消息" />;
  return (
    <ul className="kq-notice-list">
      {data.notices.map((notice) => (
        <ActivityRow
          key={notice.id}
          to={postHref(notice.post)}
          unread={!notice.read}
          post={notice.post.title}
          createdAt={notice.createdAt}
          testId="community-notice"
        >
          <strong>{notice.actor.nickName}</strong> {notice.text}
        </ActivityRow>
      ))}
    </ul>
  );
}

function Comments({ data }: { data: MyCommunityData }): ReactElement {
  if (data.comments.length === 0) return <EmptyState title="你还没有回复过帖子" />;
  return (
    <ul className="kq-notice-list">
      {data.comments.map((comment) => (
        <ActivityRow
          key={comment.id}
          to={postHref(comment.post)}
          post={`回复《${comment.post.title}》`}
          createdAt={comment.createdAt}
          testId="my-comment"
        >
          {comment.content}
        </ActivityRow>
      ))}
    </ul>
  );
}

/** /user/community: my posts and questions, my replies, and 互动消息 (replies, likes, mentions, accepted answers). */
export function MyCommunityPage({ data }: { data: MyCommunityData }): ReactElement {
  return (
    <div className="kq-community">
      <PageHeader title="我的圈子" backTo="/user" />
      <nav className="kq-circle-sorts" aria-label="我的圈子">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={`/user/community?tab=${tab.key}`}
            className={data.tab === tab.key ? 'is-active' : ''}
            replace
          >
            {tab.title}
            {tab.key === 'notices' && data.unread > 0 && (
              <span className="kq-notice-badge" data-testid="notice-unread">
                {data.unread > 99 ? '99+' : data.unread}
              </span>
            )}
          </Link>
        ))}
      </nav>
      <main className="kq-community-body">
        {data.tab === 'notices' && <Notices data={data} />}
        {data.tab === 'comments' && <Comments data={data} />}
        {data.tab === 'posts' && data.posts.length === 0 && (
          <EmptyState title="你还没有发过帖子">
            <Link to="/community">去圈子看看</Link>
          </EmptyState>
        )}
        {data.tab === 'posts' && (
          <div className="kq-post-list">
            {data.posts.map((post) => (
              <PostCard key={post.code} post={post} />
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
