import './community.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@kanqiu/domain';
import { EmptyState } from '../shell/states';
import type { CommunityHomeData } from './data';
import { PostCard } from './post-card';

export function CommunityHeader({ title }: { title: string }): ReactElement {
  return (
    <header className="kq-tab-header">
      <Link to="/news/1002" className="kq-community-back">
        头条
      </Link>
      <h1>{title}</h1>
      <Link to="/user/community" className="kq-community-mine">
        我的圈子
      </Link>
    </header>
  );
}

/** /community: the circles and the hot posts of all of them. */
export function CommunityHomePage({ data }: { data: CommunityHomeData }): ReactElement {
  return (
    <div className="kq-community">
      <CommunityHeader title="圈子" />
      <main className="kq-community-body">
        {data.error && <EmptyState title={data.error} />}
        <section aria-label="全部圈子">
          <h2 className="kq-community-section">全部圈子</h2>
          <div className="kq-circle-grid" data-testid="circles">
            {data.circles.map((circle) => (
              <Link key={circle.id} to={`/community/list?id=${circle.id}`} className="kq-circle-chip">
                <span className={`kq-circle-icon is-${circle.sport}`} aria-hidden="true">
                  {[...circle.name][0]}
                </span>
                <span className="kq-circle-name">{circle.name}</span>
                <span className="kq-circle-count">{formatCount(circle.postCount)} 帖</span>
              </Link>
            ))}
          </div>
        </section>
        <section aria-label="热门帖子">
          <h2 className="kq-community-section">热门帖子</h2>
          {data.hot.length === 0 && !data.error && <EmptyState title="还没有帖子，比赛结束后这里会热闹起来" />}
          <div className="kq-post-list">
            {data.hot.map((post) => (
              <PostCard key={post.code} post={post} />
            ))}
          </div>
        </section>
      </main>
    </div>
  );
}
