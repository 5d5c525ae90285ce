import './experts.css';
import { BasketballStatus, FootballStatus } from '@kanqiu/domain';
import { Dialog } from 'antd-mobile';
import { useEffect, type ReactElement } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { formatShanghai } from '../../lib/format-date';
import { loginPath } from '../../lib/safe-redirect';
import { PageHeader } from '../shell';
import { authorHref, EXPERTS_ACTION, type ExpertsActionResult, type TipDetailData } from './data';
import { ExpertAvatar, LevelTag, SimulatedTag } from './expert-badges';
import { FollowButton } from './follow-button';
import { OutcomeStamp, PriceTag } from './tip-card';

type Tip = TipDetailData['tip'];

const NOT_STARTED = { football: FootballStatus.notStarted, basketball: BasketballStatus.notStarted } as const;

function MatchCard({ tip }: { tip: Tip }): ReactElement {
  const { match } = tip;
  const started = match.state !== NOT_STARTED[match.sport];
  return (
    <section className="kq-tip-match" data-match-id={match.id}>
      <p className="kq-tip-match-meta">
        {match.competition} · {formatShanghai(match.kickoffAt, 'MM-DD HH:mm')}
      </p>
      <div className="kq-tip-match-teams">
        <span>{match.home}</span>
        <strong>{started ? `${match.score[0]} : ${match.score[1]}` : 'VS'}</strong>
        <span>{match.away}</span>
      </div>
    </section>
  );
}

/** The locked pick: its price, the fan's coins and the buy, confirmed once. */
function LockedPick({ tip, data }: { tip: Tip; data: TipDetailData }): ReactElement {
  const fetcher = useFetcher<ExpertsActionResult>({ key: `buy-${tip.code}` });
  const navigate = useNavigate();
  const location = useLocation();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) Toast.show({ content: '购买成功，方案已解锁' });
    else if (answer.login) void navigate(loginPath(location.pathname + location.search));
    else Toast.show({ content: answer.error });
  }, [answer, navigate, location.pathname, location.search]);
  const buy = async () => {
    if (!data.signedIn) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    const confirmed = await Dialog.confirm({
      content: `支付 ${tip.price} 球币查看该方案？`,
      confirmText: '确认支付',
      cancelText: '再想想',
    });
    if (confirmed) void fetcher.submit({ intent: 'buy', code: tip.code }, { method: 'post', action: EXPERTS_ACTION });
  };
  return (
    <div className="kq-tip-locked" data-testid="tip-locked">
      <svg viewBox="0 0 24 24" width="0.6rem" height="0.6rem" fill="none" aria-hidden="true">
        <path
          d="M6 10h12v10H6zM8.5 10V7a3.5 3.5 0 017 0v3"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <p>推荐与分析购买后可见，比赛延期或取消将全额退还</p>
      <button
        type="button"
        className="kq-tip-buy"
        onClick={() => void buy()}
        disabled={fetcher.state !== 'idle'}
        data-testid="tip-buy"
      >
        {tip.price} 球币 查看方案
      </button>
      {data.coins !== null && <small>我的球币：{data.coins}</small>}
    </div>
  );
}

function OpenPick({ tip }: { tip: Tip }): ReactElement {
  return (
    <div className="kq-tip-pick" data-testid="tip-pick">
      <span className="kq-tip-pick-label">推荐</span>
      <strong>{tip.pickLabel}</strong>
      {tip.odds !== null && <span className="kq-tip-pick-odds">@{tip.odds.toFixed(2)}</span>}
      <OutcomeStamp tip={tip} />
    </div>
  );
}

/** /proposal/detail?code=: the match, the expert, the pick (locked until bought), the analysis, the result. */
export function TipDetailPage({ data }: { data: TipDetailData }): ReactElement {
  const { tip } = data;
  return (
    <div className="kq-experts">
      <PageHeader title="方案详情" backTo="/proposal" />
      <main className="kq-experts-body is-detail">
        <MatchCard tip={tip} />
        <section className="kq-tip-expert">
          <Link to={authorHref(tip.expert.id)} className="kq-tip-expert-link">
            <ExpertAvatar expert={tip.expert} />
            <span className="kq-tip-expert-text">
              <span className="kq-tip-expert-name">
                {tip.expert.name}
                <SimulatedTag expert={tip.expert} />
              </span>
              <LevelTag expert={tip.expert} />
            </span>
          </Link>
          {!tip.mine && <FollowButton expert={tip.expert} signedIn={data.signedIn} />}
        </section>
        <section className="kq-tip-body">
          <div className="kq-tip-body-head">
            <span className="kq-market-tag">{tip.marketName}</span>
            {tip.line !== null && <span>盘口 {tip.line}</span>}
            <span>发布于 {formatShanghai(tip.publishedAt, 'MM-DD HH:mm')}</span>
            <span className="kq-tip-card-spacer" />
            <PriceTag tip={tip} />
          </div>
          {tip.locked ? <LockedPick tip={tip} data={data} /> : <OpenPick tip={tip} />}
          {tip.analysis && (
            <article className="kq-tip-analysis" data-testid="tip-analysis">
              <h2>分析</h2>
              <p>{tip.analysis}</p>
            </article>
          )}
          {tip.expert.simulated && (
            <p className="kq-tip-note">
              {tip.retro
                ? '回溯方案：模拟专家在比赛结束后，按开赛前一小时的赔率和同一模型生成，计入战绩，仅供参考。'
                : '模拟专家由模型根据赔率自动生成方案，与真人专家一样按赛果结算，仅供参考。'}
            </p>
          )}
          {tip.buyers > 0 && <p className="kq-tip-note">{tip.buyers} 人已购买</p>}
        </section>
      </main>
    </div>
  );
}
