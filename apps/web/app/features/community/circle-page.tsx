import './community.css';
import { formatCount } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { loginPath } from '../../lib/safe-redirect';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import { Composer } from './composer';
import type { CircleData, CommunityActionResult } from './data';
import { PostCard } from './post-card';

/** /community/list?id=: a circle, follow, 最新 / 最热, and 发帖. */
export function CirclePage({ data }: { data: CircleData }): ReactElement {
  const { circle } = data;
  const follow = useFetcher<CommunityActionResult>();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const here = `/community/list?id=${circle.id}`;
  const pendingFollow = follow.formData?.get('follow');
  const followed = pendingFollow ? pendingFollow === '1' : circle.followed;
  const requireLogin = () => {
    void navigate(loginPath(here));
  };
  const toggleFollow = () => {
    if (!data.signedIn) return requireLogin();
    void follow.submit(
      { intent: 'follow', circleId: String(circle.id), follow: followed ? '0' : '1' },
      { method: 'post' },
    );
  };
  const compose = () => {
    if (!data.signedIn) {
      Toast.show({ content: '登录后才能发帖' });
      return requireLogin();
    }
    setComposing(true);
  };
  return (
    <div className="kq-community">
      <PageHeader title={circle.name} backTo="/community" />
      <section className="kq-circle-hero">
        <span className={`kq-circle-icon is-${circle.sport} is-large`} aria-hidden="true">
          {[...circle.name][0]}
        </span>
        <span className="kq-circle-hero-text">
          <span className="kq-circle-hero-name">{circle.name}</span>
          <span className="kq-circle-hero-count">
            {formatCount(circle.followerCount)} 关注 · {formatCount(circle.postCount)} 帖子
          </span>
        </span>
        <button type="button" className={followed ? 'kq-follow is-followed' : 'kq-follow'} onClick={toggleFollow}>
          {followed ? '已关注' : '+ 关注'}
        </button>
      </section>
      <nav className="kq-circle-sorts" aria-label="排序">
        <Link to={`${here}`} className={data.sort === 'latest' ? 'is-active' : ''} replace>
          最新
        </Link>
        <Link to={`${here}&sort=hot`} className={data.sort === 'hot' ? 'is-active' : ''} replace>
          最热
        </Link>
      </nav>
      <main className="kq-community-body">
        {data.error && <EmptyState title={data.error} />}
        {!data.error && data.posts.length === 0 && <EmptyState title="这个圈子还没有帖子，来发第一帖吧" />}
        <div className="kq-post-list">
          {data.posts.map((post) => (
            <PostCard key={post.code} post={post} showCircle={false} />
          ))}
        </div>
      </main>
      <button type="button" className="kq-compose-button" onClick={compose} aria-label="发帖">
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {composing && <Composer circleId={circle.id} tags={data.tags} onClose={() => setComposing(false)} />}
    </div>
  );
}
