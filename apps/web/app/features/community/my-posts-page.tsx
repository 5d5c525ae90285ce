import './community.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../live';
import { PageHeader } from '../shell';
import type { MyPostsData } from './data';
import { PostCard } from './post-card';

/** /user/community: the user's own posts and questions. */
export function MyPostsPage({ data }: { data: MyPostsData }): ReactElement {
  return (
    <div className="kq-community">
      <PageHeader title="我的帖子" backTo="/user" />
      <main className="kq-community-body">
        {data.posts.length === 0 && (
          <EmptyState title="你还没有发过帖子">
            <Link to="/community">去圈子看看</Link>
          </EmptyState>
        )}
        <div className="kq-post-list">
          {data.posts.map((post) => (
            <PostCard key={post.code} post={post} />
          ))}
        </div>
      </main>
    </div>
  );
}
