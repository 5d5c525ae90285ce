import type { ReactElement } from 'react';
import type { WheelOverview } from './data';
import { CoinStackIcon, GiftBoxIcon, SmileIcon } from './icons';

type Kind = WheelOverview['prizes'][number]['kind'];

/** The picture of a prize slot: a gift box for goods, a coin stack for 积分, a smile for 谢谢参与. */
export function PrizeIcon({ kind }: { kind: Kind }): ReactElement {
  if (kind === 'goods') return <GiftBoxIcon className="kq-act-prize-icon is-goods" />;
  if (kind === 'none') return <SmileIcon className="kq-act-prize-icon is-none" />;
  return <CoinStackIcon className={`kq-act-prize-icon is-${kind}`} />;
}
