import './experts.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import { authorHref, type AttentionData } from './data';
import { ExpertAvatar, LevelTag, SimulatedTag } from './expert-badges';
import { FollowButton } from './follow-button';

/** /user/attention: the experts I follow, and the way to the fans I follow (the messages' 关注 list). */
export function AttentionPage({ data }: { data: AttentionData }): ReactElement {
  return (
    <div className="kq-experts">
      <PageHeader title="我的关注" backTo="/user" />
      <main className="kq-experts-body">
        <h2 className="kq-experts-section">关注的专家</h2>
        {data.experts.length === 0 && <EmptyState title="还没有关注专家" />}
        <ul className="kq-rank-list" data-testid="followed-experts">
          {data.experts.map((expert) => (
            <li key={expert.id} className="kq-rank-row" data-expert-id={expert.id}>
              <Link to={authorHref(expert.id)} className="kq-rank-expert">
                <ExpertAvatar expert={expert} />
                <span className="kq-rank-text">
                  <span className="kq-rank-name">
                    {expert.name}
                    <SimulatedTag expert={expert} />
                  </span>
                  <span className="kq-rank-meta">
                    <LevelTag expert={expert} />
                  </span>
                </span>
              </Link>
              <FollowButton expert={expert} signedIn />
            </li>
          ))}
        </ul>
        <h2 className="kq-experts-section">关注的用户</h2>
        <nav className="kq-attention-links" aria-label="关注的用户">
          <Link to="/message/attention">我关注的球迷</Link>
          <Link to="/proposal/rank">去发现更多专家</Link>
        </nav>
      </main>
    </div>
  );
}
