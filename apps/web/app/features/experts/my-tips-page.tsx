import './experts.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import type { MyTipsData } from './data';
import { MoreButton } from './more-button';
import { TipCard } from './tip-card';
import { useMoreTips } from './use-more-tips';

/** /user/proposal: the tips I published and the ones I bought. */
export function MyTipsPage({ data }: { data: MyTipsData }): ReactElement {
  const tips = useMoreTips(data);
  const bought = data.type === 'bought';
  return (
    <div className="kq-experts">
      <PageHeader title="我的方案" backTo="/user" />
      <nav className="kq-rank-tabs" aria-label="我的方案">
        <Link to="/user/proposal" className={bought ? '' : 'is-active'} replace>
          我发布的
        </Link>
        <Link to="/user/proposal?type=bought" className={bought ? 'is-active' : ''} replace>
          我购买的
        </Link>
      </nav>
      <main className="kq-experts-body">
        {tips.tips.length === 0 && (
          <EmptyState
            title={bought ? '还没有购买过方案，去专家方案看看吧' : '还没有发布过方案，实名认证后即可发布免费方案'}
          />
        )}
        <div className="kq-tip-list is-top" data-testid="my-tips">
          {tips.tips.map((tip) => (
            <TipCard key={tip.code} tip={tip} showExpert={bought} />
          ))}
        </div>
        {tips.tips.length > 0 && <MoreButton next={tips.next} loading={tips.loading} onMore={tips.loadMore} />}
        {tips.tips.length === 0 && (
          <Link to="/proposal" className="kq-experts-more">
            去看专家方案
          </Link>
        )}
      </main>
    </div>
  );
}
