import type { TipItem } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { ExpertAvatar, LevelTag, SimulatedTag } from './expert-badges';
import { tipHref } from './data';

/** The price tag: 免费 or the coins; a bought one says so. */
export function PriceTag({ tip }: { tip: TipItem }): ReactElement {
  if (tip.price === 0) return <span className="kq-price-tag is-free">免费</span>;
  return <span className="kq-price-tag">{tip.bought ? '已购' : `${tip.price} 球币`}</span>;
}

const OUTCOME_TONE: Record<string, string> = {
  win: 'is-red',
  halfWin: 'is-red',
  loss: 'is-black',
  halfLoss: 'is-black',
  push: 'is-grey',
  void: 'is-grey',
};

/** The settled stamp: 赢 / 赢半 in red, 输 / 输半 in black, 走 / 无效 in grey. */
export function OutcomeStamp({ tip }: { tip: TipItem }): ReactElement | null {
  if (!tip.outcome || !tip.outcomeName) return null;
  return (
    <span className={`kq-outcome-stamp ${OUTCOME_TONE[tip.outcome] ?? ''}`} data-testid="tip-outcome">
      {tip.outcomeName}
    </span>
  );
}

/** One tip in a list: who, which match and market, free or priced, and the result once settled. */
export function TipCard({ tip, showExpert = true }: { tip: TipItem; showExpert?: boolean }): ReactElement {
  return (
    <Link
      to={tipHref(tip.code)}
      className="kq-tip-card"
      data-testid="tip-card"
      data-tip-code={tip.code}
      data-match-id={tip.match.id}
    >
      {showExpert && (
        <span className="kq-tip-card-expert">
          <ExpertAvatar expert={tip.expert} size="small" />
          <span className="kq-tip-card-name">{tip.expert.name}</span>
          <LevelTag expert={tip.expert} />
          <SimulatedTag expert={tip.expert} />
        </span>
      )}
      <span className="kq-tip-card-title">
        <span className="kq-market-tag">{tip.marketName}</span>
        {tip.match.home} vs {tip.match.away}
      </span>
      <span className="kq-tip-card-foot">
        <span>{tip.match.competition}</span>
        <span>{formatShanghai(tip.match.kickoffAt, 'MM-DD HH:mm')} 开赛</span>
        {tip.retro && <span className="kq-retro-tag">回溯</span>}
        <span className="kq-tip-card-spacer" />
        <OutcomeStamp tip={tip} />
        <PriceTag tip={tip} />
      </span>
    </Link>
  );
}
