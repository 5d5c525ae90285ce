import './gifts.css';
import { Popup } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { RadioButtons } from '../shell';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { useRootData } from '../../lib/root-data';
import { loginPath } from '../../lib/safe-redirect';
import { signedInNow } from '../../lib/signed-in-marker';
import { Code, giftCountChoices, nobleTiers } from '@kanqiu/domain';
import { newRequestId, type GiftEvent, type RoomGiftsData, type WalletActionResult } from './data';
import { CoinIcon, GiftIcon } from './gift-icons';
import { RechargeSheet, useRechargeSheet } from './recharge-sheet';

const maxDiscount = Math.max(...nobleTiers.map((t) => t.giftDiscountPercent));

/** What each count of the picker says, as fans read it. */
type GiftCount = (typeof giftCountChoices)[number];

const countMeaning: Record<GiftCount, string> = {
  1: '一心一意',
  10: '十全十美',
  66: '六六大顺',
  188: '要抱抱',
  520: '我爱你',
  1314: '一生一世',
};

/** The count picker: how many of the picked gift one tap sends. */
function CountPicker({ count, onPick }: { count: GiftCount; onPick: (count: GiftCount) => void }): ReactElement {
  return (
    <RadioButtons
      className="kq-gift-counts"
      label="数量"
      choices={giftCountChoices}
      chosen={count}
      buttonClass="kq-gift-count"
      chosenClass="is-selected"
      onChoose={onPick}
      testId={(choice) => `gift-count-${choice}`}
    >
      {(choice) => (
        <>
          <strong>×{choice}</strong>
          <span>{countMeaning[choice]}</span>
        </>
      )}
    </RadioButtons>
  );
}

/**
 * The gift button and its panel: the catalogue at the fan's price, the balance, 充值, and sending with a
 * confirmation. A sent gift is handed to `onSent` at once (the room's channel brings it to everyone else).
 */
export function GiftPanel({
  roomId,
  data,
  onSent,
}: {
  roomId: number;
  data: RoomGiftsData;
  onSent: (gift: GiftEvent) => void;
}): ReactElement {
  const { user } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<WalletActionResult>({ key: `gift-${roomId}` });
  // Open with the answer on screen at the time; a gift sent since closes the panel, so the banner shows.
  const [openWith, setOpenWith] = useState<{ answer: WalletActionResult | undefined } | null>(null);
  const list = data.catalogue?.list ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const selected = list.find((g) => g.id === picked) ?? list[0];
  const [count, setCount] = useState<GiftCount>(giftCountChoices[0]);
  const balance = data.catalogue?.balances?.coin ?? null;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const sent = result?.ok === true && result.intent === 'gift';
  const open = openWith !== null && (!sent || openWith.answer === result);
  const recharge = useRechargeSheet(result);

  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === 'gift') {
      onSent(result.gift);
      Toast.show({ content: `已送出${result.gift.giftName}` });
    } else if (!result.ok && result.code === Code.adultRequired) {
      void Dialog.confirm({
        title: '需要实名认证',
        content: result.msg,
        confirmText: '去认证',
        cancelText: '取消',
      }).then((go) => go && navigate('/user/certification'));
    } else if (!result.ok) {
      Toast.show({ content: result.msg });
    }
    // One reaction per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const openPanel = () => {
    if (!signedInNow(user)) return void navigate(loginPath(`${location.pathname}${location.search}`));
    setOpenWith({ answer: fetcher.data });
  };

  const send = async () => {
    if (!selected) return;
    const confirmed = await Dialog.confirm({
      title: '确认赠送',
      content: `花费 ${(selected.price * count).toLocaleString('zh-CN')} 球币送出「${selected.name}」×${count}？`,
      confirmText: '赠送',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    void fetcher.submit(
      {
        intent: 'gift',
        roomId: String(roomId),
        giftId: selected.id,
        count: String(count),
        clientId: newRequestId(),
        confirmed: '1',
      },
      { method: 'post' },
    );
  };

  return (
    <>
      <button type="button" className="kq-gift-fab" onClick={openPanel} aria-label="送礼物" data-testid="gift-open">
        <GiftIcon giftId="trophy" size="0.56rem" />
        <span>送礼</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpenWith(null)} bodyClassName="kq-gift-panel">
        <div className="kq-gift-grid" role="radiogroup" aria-label="礼物">
          {list.map((gift) => (
            <button
              key={gift.id}
              type="button"
              role="radio"
              aria-checked={gift.id === selected?.id}
              className={gift.id === selected?.id ? 'kq-gift-item is-selected' : 'kq-gift-item'}
              onClick={() => setPicked(gift.id)}
              data-testid={`gift-${gift.id}`}
            >
              <GiftIcon giftId={gift.id} />
              <span className="kq-gift-name">{gift.name}</span>
              <span className="kq-gift-price">
                {gift.price < gift.listPrice ? <del>{gift.listPrice}</del> : null}
                {gift.price} 球币
              </span>
            </button>
          ))}
        </div>
        <CountPicker count={count} onPick={setCount} />
        <div className="kq-gift-bar">
          <span className="kq-gift-balance">
            <CoinIcon />
            <span data-testid="gift-balance">{balance === null ? '--' : balance.toLocaleString('zh-CN')}</span>
          </span>
          <button type="button" className="kq-gift-recharge" onClick={recharge.open}>
            充值
          </button>
          <button
            type="button"
            className="kq-gift-send"
            disabled={!selected || fetcher.state !== 'idle'}
            onClick={() => void send()}
            data-testid="gift-send"
          >
            赠送
          </button>
        </div>
        {data.catalogue?.nobleTierId ? (
          <p className="kq-gift-note">贵族折扣已计入价格</p>
        ) : (
          <Link to="/vlive/noble" className="kq-gift-note">
            开通贵族，送礼最高优惠 {maxDiscount}%
          </Link>
        )}
      </Popup>
      <RechargeSheet options={data.recharge} visible={recharge.visible} onClose={recharge.onClose} />
    </>
  );
}
