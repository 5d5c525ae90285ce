import './activity.css';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { loginPath } from '../../lib/safe-redirect';
import { PageHeader } from '../shell';
import { pointsText, type ActivityActionResult, type ActivityMe, type HomeData, type OperateConfig } from './data';
import { GuessCardView } from './guess-card';
import { CalendarCheckIcon, PinIcon, RecordIcon, RuleIcon, TrophyIcon, WheelIcon } from './icons';
import { CampaignBanner } from './campaign-banner';

const ENTRY_ICONS: Record<string, ReactNode> = {
  reg: <CalendarCheckIcon />,
  lottery: <WheelIcon />,
  rank: <TrophyIcon />,
  history: <RecordIcon />,
  address: <PinIcon />,
  rule: <RuleIcon />,
};

/** The sign-in button of the points card and of /activity/reg: one tap a day. */
export function SignButton({ me, className }: { me: ActivityMe; className?: string }): ReactElement {
  const fetcher = useFetcher<ActivityActionResult>({ key: 'activity-sign' });
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (result) Toast.show({ content: result.msg, icon: result.ok ? 'success' : undefined });
  }, [result]);
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value="sign" />
      <button type="submit" className="kq-act-sign" disabled={me.signedToday || fetcher.state !== 'idle'}>
        {me.signedToday ? '今日已签到' : '签到领积分'}
      </button>
    </fetcher.Form>
  );
}

function PointsCard({ me, config }: { me: ActivityMe | null; config: OperateConfig | null }): ReactElement {
  const location = useLocation();
  if (!me) {
    return (
      <section className="kq-act-me is-guest">
        <p>登录后签到领积分，参与竞猜和抽奖</p>
        <Link className="kq-act-sign" to={loginPath(location.pathname)}>
          登录参与
        </Link>
      </section>
    );
  }
  return (
    <section className="kq-act-me">
      <div className="kq-act-me-stat">
        <b data-testid="my-points">{pointsText(me.points)}</b>
        <span>我的积分</span>
      </div>
      <div className="kq-act-me-stat">
        <b>{me.streak}</b>
        <span>连续签到(天)</span>
      </div>
      <div className="kq-act-me-stat">
        <b>{pointsText(me.coins)}</b>
        <span>球币</span>
      </div>
      {config?.switches.signIn && <SignButton me={me} />}
    </section>
  );
}

/** /activity: the campaign, my points and streak, the entries, and today's guessing cards of both sports. */
export function ActivityHome({ data }: { data: HomeData }): ReactElement {
  const { config, me, cards } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const limits = config?.limits ?? { minStake: 10, maxStake: 500 };
  const entries = config?.entries.filter((entry) => entry.key !== 'lottery' || config.switches.lottery) ?? [];
  return (
    <div className="kq-page kq-act">
      <PageHeader title="活动中心" backTo="/" />
      {config ? <CampaignBanner config={config} /> : <p className="kq-act-empty">{data.error ?? '活动暂未开始'}</p>}
      <PointsCard me={me} config={config} />
      <nav className="kq-act-entries">
        {entries.map((entry) => (
          <Link key={entry.key} to={entry.path} className="kq-act-entry">
            <span className={`kq-act-entry-icon is-${entry.key}`}>{ENTRY_ICONS[entry.key]}</span>
            {entry.title}
          </Link>
        ))}
      </nav>
      {config?.switches.guess && (
        <section className="kq-act-section">
          <h2 className="kq-act-h2">
            今日竞猜<small>热门赛事 · 开赛即截止</small>
          </h2>
          {cards.length === 0 && <p className="kq-act-empty">近期暂无可竞猜的热门比赛，晚些再来看看</p>}
          {cards.map((card) => (
            <GuessCardView
              key={card.matchId}
              card={card}
              limits={limits}
              points={me?.points ?? null}
              onNeedLogin={() => void navigate(loginPath(location.pathname))}
            />
          ))}
        </section>
      )}
    </div>
  );
}
