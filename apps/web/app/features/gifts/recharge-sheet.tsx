import { Code } from '@kanqiu/domain';
import { Popup } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { newRequestId, RECHARGE_FROM_KEY, type RechargeOptions, type WalletActionResult } from './data';
import { CoinIcon } from './gift-icons';

/** What the fan is told when WeChat's cashier did not take the money. */
const jsapiMessages = { cancel: '已取消支付，订单未扣款', fail: '微信支付未完成，请稍后重试' } as const;

/**
 * When a page shows its 充值 sheet: opened by a tap (`open`), and by itself once for a wallet action's `result` that
 * found too few coins.
 */
export function useRechargeSheet(result: WalletActionResult | undefined) {
  const [recharging, setRecharging] = useState(false);
  const [dismissed, setDismissed] = useState<WalletActionResult | undefined>(undefined);
  const short = result !== undefined && !result.ok && result.code === Code.insufficientBalance && dismissed !== result;
  return {
    open: () => setRecharging(true),
    visible: recharging || short,
    onClose: () => {
      setRecharging(false);
      setDismissed(result);
    },
  };
}

/**
 * 充值: the ledger's packages; in the sandbox no money moves, and the sheet says so. With WeChat Pay or Alipay the
 * tap makes an order and the browser goes to the provider's page, which comes back to /user/recharge/result.
 * Inside WeChat the order is paid in WeChat's own cashier (its bridge, code loaded only then), then the same page.
 */
export function RechargeSheet({
  options,
  visible,
  onClose,
}: {
  options: RechargeOptions | null;
  visible: boolean;
  onClose: () => void;
}): ReactElement {
  const fetcher = useFetcher<WalletActionResult>({ key: 'recharge' });
  const navigate = useNavigate();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!result) return;
    Toast.show({ content: result.msg });
    const payUrl = result.ok && 'payUrl' in result ? result.payUrl : undefined;
    if (payUrl) {
      sessionStorage.setItem(RECHARGE_FROM_KEY, `${window.location.pathname}${window.location.search}`);
      window.location.assign(payUrl);
      return;
    }
    if (result.ok && 'jsapi' in result) {
      const { jsapi, orderNo } = result;
      void import('./wechat-jsapi').then(async ({ payInWechat }) => {
        const outcome = await payInWechat(jsapi);
        if (outcome !== 'ok') {
          Toast.show({ content: jsapiMessages[outcome] });
          return;
        }
        sessionStorage.setItem(RECHARGE_FROM_KEY, `${window.location.pathname}${window.location.search}`);
        // The result page says how the payment went: 正在调起微信支付… is over.
        Toast.clear();
        void navigate(`/user/recharge/result?orderNo=${orderNo}`);
      });
      return;
    }
    if (result.ok) onClose();
    // One toast per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const buy = (packageId: string) =>
    void fetcher.submit(
      {
        intent: 'recharge',
        packageId,
        requestId: newRequestId(),
        // Where WeChat's 网页授权 brings the fan back to, when it is needed first.
        returnTo: `${window.location.pathname}${window.location.search}`,
      },
      { method: 'post' },
    );

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="kq-recharge" destroyOnClose>
      <div className="kq-sheet-title">
        <strong>充值球币</strong>
        <button type="button" className="kq-sheet-close" onClick={onClose} aria-label="关闭">
          ×
        </button>
      </div>
      {!options || !options.available ? (
        <p className="kq-recharge-note">充值暂未开放</p>
      ) : (
        <>
          {options.sandbox ? (
            <p className="kq-recharge-note" data-testid="recharge-sandbox">
              当前为沙盒充值：球币立即到账，不产生真实扣款
            </p>
          ) : null}
          <div className="kq-recharge-grid">
            {options.packages.map((p) => (
              <button
                key={p.id}
                type="button"
                className="kq-recharge-item"
                disabled={busy}
                onClick={() => buy(p.id)}
                data-testid={`recharge-${p.id}`}
              >
                <span className="kq-recharge-coins">
                  <CoinIcon /> {p.coins.toLocaleString('zh-CN')}
                </span>
                <span className="kq-recharge-price">¥{p.yuan}</span>
              </button>
            ))}
          </div>
        </>
      )}
    </Popup>
  );
}
