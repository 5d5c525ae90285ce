import './recharge-result.css';
import { Button } from 'antd-mobile';
import { useEffect, type ReactElement } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { PageHeader } from '../shell';
import { CoinIcon } from './gift-icons';
import { RECHARGE_FROM_KEY, type RechargeOrder } from './data';

/** How often the page asks again while the provider's notification is on its way. */
const POLL_MS = 2000;

export type RechargeResultData = { order: RechargeOrder | null; error: string | null };

const providerNames: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };

function StateMark({ state }: { state: RechargeOrder['state'] }): ReactElement {
  if (state === 'created') return <span className="kq-pay-mark is-waiting" aria-hidden="true" />;
  return (
    <span className={`kq-pay-mark ${state === 'paid' ? 'is-paid' : 'is-closed'}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="100%" height="100%">
        {state === 'paid' ? (
          <path d="M6 12.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        ) : (
          <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}

const headline: Record<RechargeOrder['state'], string> = {
  created: '支付结果确认中…',
  paid: '充值成功',
  closed: '订单已关闭',
  refunding: '退款处理中',
  refunded: '订单已退款',
};

function detail(order: RechargeOrder): string {
  if (order.state === 'created') return '如已完成支付，请稍候，球币将在支付平台通知后自动到账';
  if (order.state === 'paid') return `${order.coins.toLocaleString('zh-CN')} 球币已到账`;
  if (order.state === 'closed') return '订单超时未支付，未产生扣款；如已扣款，款项将由支付平台原路退回';
  if (order.state === 'refunding') return '款项正在原路退回，球币已扣回';
  return '该订单款项已原路退回';
}

/** Asks the loader again every few seconds while the order waits for its money. */
function usePollWhileWaiting(waiting: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void revalidate(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, revalidate]);
}

/** The page the provider sends the fan back to: the order's state, as the API knows it (never the return's own word). */
export function RechargeResultPage({ data }: { data: RechargeResultData }): ReactElement {
  const { order, error } = data;
  usePollWhileWaiting(order?.state === 'created');
  const navigate = useNavigate();
  const done = () => void navigate(sessionStorage.getItem(RECHARGE_FROM_KEY) ?? '/vlive', { replace: true });

  return (
    <div className="kq-page kq-pay-result-page">
      <PageHeader title="充值结果" backTo="/vlive" />
      {!order ? (
        <section className="kq-pay-result">
          <StateMark state="closed" />
          <h1>{error ?? '没有找到这笔订单'}</h1>
        </section>
      ) : (
        <section className="kq-pay-result" data-testid="recharge-result" data-state={order.state}>
          <StateMark state={order.state} />
          <h1>{headline[order.state]}</h1>
          <p className="kq-pay-result-detail">{detail(order)}</p>
          <dl className="kq-pay-result-facts">
            <div>
              <dt>充值内容</dt>
              <dd>
                <CoinIcon /> {order.coins.toLocaleString('zh-CN')} 球币
              </dd>
            </div>
            <div>
              <dt>支付金额</dt>
              <dd className="is-price">¥{order.yuan.toFixed(2)}</dd>
            </div>
            <div>
              <dt>支付方式</dt>
              <dd>{providerNames[order.provider] ?? order.provider}</dd>
            </div>
            <div>
              <dt>订单号</dt>
              <dd className="is-mono">{order.orderNo}</dd>
            </div>
          </dl>
          {order.state === 'created' && order.payUrl ? (
            <a className="kq-pay-result-retry" href={order.payUrl}>
              还没付款？继续支付
            </a>
          ) : null}
        </section>
      )}
      <div className="kq-pay-result-actions">
        <Button block color="primary" shape="rounded" onClick={done}>
          完成
        </Button>
      </div>
    </div>
  );
}
