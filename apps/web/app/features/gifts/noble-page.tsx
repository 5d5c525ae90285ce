import './gifts.css';
import { nobleTierById, purchaseNoble, type NobleTierId } from '@kanqiu/domain';
import { useEffect, useState, type ReactElement } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { formatShanghai } from '../../lib/format-date';
import { useRootData } from '../../lib/root-data';
import { loginPath } from '../../lib/safe-redirect';
import { PageHeader } from '../shell';
import { newRequestId, type NobleOverview, type RechargeOptions, type WalletActionResult } from './data';
import { CoinIcon } from './gift-icons';
import { NobleBadge } from './noble-badge';
import { RechargeSheet, useRechargeSheet } from './recharge-sheet';

/** `now`: the server's time of the page (Unix seconds), against which renewals and upgrades are worked out. */
export type NoblePageData = {
  overview: NobleOverview | null;
  recharge: RechargeOptions | null;
  error: string | null;
  now: number;
};

const agreements = [
  { slug: 'tcXyQmh', title: '贵族会员服务协议' },
  { slug: 'tcXy', title: '充值服务协议' },
  { slug: 'tcYs', title: '第三方信息共享清单' },
  { slug: 'tcYsQmh', title: '儿童个人信息保护规则' },
];

const actionLabel = { new: '开通', renew: '续费', upgrade: '升级' } as const;

/** /vlive/noble: the seven tiers, what each truly gives, my tier, and buying or renewing with 球币. */
export function NoblePage({ data }: { data: NoblePageData }): ReactElement {
  const { user } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const overview = data.overview;
  const mine = overview?.mine ?? null;
  const [picked, setPicked] = useState<NobleTierId>(mine?.tierId ?? 'knight');
  const fetcher = useFetcher<WalletActionResult>({ key: 'noble' });
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!result) return;
    Toast.show({ content: result.msg });
  }, [result]);
  const recharge = useRechargeSheet(result);

  if (!overview) {
    return (
      <div className="kq-page kq-noble">
        <PageHeader title="贵族特权" backTo="/vlive/0" />
        <p className="kq-gift-empty">{data.error ?? '贵族信息暂时无法加载'}</p>
      </div>
    );
  }

  const tier = nobleTierById(picked) ?? overview.tiers[0]!;
  const plan = purchaseNoble(mine, tier.id, data.now);

  const buy = async () => {
    if (!user) return void navigate(loginPath(`${location.pathname}${location.search}`));
    if (plan.kind === 'downgrade') return;
    const confirmed = await Dialog.confirm({
      title: `${actionLabel[plan.kind]}${tier.name}`,
      content: `花费 ${tier.monthlyPrice.toLocaleString('zh-CN')} 球币，有效期至 ${formatShanghai(plan.expiresAt, 'YYYY-MM-DD')}`,
      confirmText: '确认',
      cancelText: '取消',
    });
    if (confirmed)
      void fetcher.submit({ intent: 'noble', tierId: tier.id, requestId: newRequestId() }, { method: 'post' });
  };

  return (
    <div className="kq-page kq-noble">
      <PageHeader title="贵族特权" backTo="/vlive/0" />
      <section className="kq-noble-mine" data-testid="noble-mine">
        {mine ? (
          <>
            <NobleBadge tierId={mine.tierId} size="0.72rem" />
            <div>
              <strong>我的爵位：{nobleTierById(mine.tierId)?.name}</strong>
              <span>
                剩余 {mine.daysLeft} 天 · {formatShanghai(mine.expiresAt, 'YYYY-MM-DD')} 到期
              </span>
            </div>
          </>
        ) : (
          <div>
            <strong>{user ? '尚未开通贵族' : '登录后开通贵族'}</strong>
            <span>开通后在直播间享受专属身份与送礼折扣</span>
          </div>
        )}
        {overview.coinBalance !== null ? (
          <button type="button" className="kq-noble-balance" onClick={recharge.open}>
            <CoinIcon /> {overview.coinBalance.toLocaleString('zh-CN')}
            <em>充值</em>
          </button>
        ) : null}
      </section>

      <div className="kq-noble-tiers" role="tablist" aria-label="爵位">
        {overview.tiers.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === tier.id}
            className={t.id === tier.id ? 'is-active' : ''}
            onClick={() => setPicked(t.id)}
          >
            <NobleBadge tierId={t.id} size="0.52rem" />
            <span>{t.name}</span>
          </button>
        ))}
      </div>

      <section className="kq-noble-card" style={{ borderTopColor: tier.color }}>
        <h2>
          <NobleBadge tierId={tier.id} size="0.44rem" /> {tier.name}
          <span className="kq-noble-price">
            <CoinIcon /> {tier.monthlyPrice.toLocaleString('zh-CN')} 球币 / {overview.periodDays} 天
          </span>
        </h2>
        <ul className="kq-noble-perks">
          <li>
            <span>专属徽章</span>
            <span>聊天与贡献榜中显示 {tier.name} 徽章</span>
          </li>
          <li>
            <span>昵称颜色</span>
            <span>
              <i className="kq-noble-swatch" style={{ background: tier.color }} />
              <b style={{ color: tier.color }}>{user?.nickName ?? '我的昵称'}</b>
            </span>
          </li>
          <li>
            <span>进场通知</span>
            <span>{tier.entranceMessage ? `进入直播间时全场通知“${tier.name}驾到”` : '伯爵及以上爵位享有'}</span>
          </li>
          <li>
            <span>送礼折扣</span>
            <span>{tier.giftDiscountPercent > 0 ? `所有礼物优惠 ${tier.giftDiscountPercent}%` : '无'}</span>
          </li>
        </ul>
        <p className="kq-noble-rule">
          续费从当前到期日起顺延 {overview.periodDays} 天；升级立即生效，剩余天数并入新爵位；有效期内不能购买更低爵位。
        </p>
        <button
          type="button"
          className="kq-noble-buy"
          disabled={plan.kind === 'downgrade' || fetcher.state !== 'idle'}
          onClick={() => void buy()}
          data-testid="noble-buy"
        >
          {plan.kind === 'downgrade' ? '当前爵位更高，无需购买' : `${actionLabel[plan.kind]}${tier.name}`}
        </button>
      </section>

      <p className="kq-noble-agreements">
        开通即表示同意
        {agreements.map((a) => (
          <Link key={a.slug} to={`/user/agreement/${a.slug}`}>
            《{a.title}》
          </Link>
        ))}
      </p>
      <RechargeSheet options={data.recharge} visible={recharge.visible} onClose={recharge.onClose} />
    </div>
  );
}
