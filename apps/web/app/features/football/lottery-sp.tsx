import type { LotterySpView } from '@kanqiu/contract';
import { handicapText } from '@kanqiu/domain';
import type { ReactElement } from 'react';

const OUTCOMES = ['胜', '平', '负'] as const;

type SpLineProps = { label: string; sp: readonly number[] | null; handicap: boolean };

function SpLine({ label, sp, handicap }: SpLineProps): ReactElement {
  return (
    <div className={`kq-sp-line${handicap ? ' is-handicap' : ''}`} data-testid={handicap ? 'sp-handicap' : 'sp-result'}>
      <span className="kq-sp-label">{label}</span>
      {OUTCOMES.map((outcome, index) => (
        <span key={outcome} className="kq-sp-cell">
          <i>{outcome}</i>
          {sp ? (sp[index] ?? 0).toFixed(2) : '—'}
        </span>
      ))}
    </div>
  );
}

/** A lottery row's SP, as the Chinese score apps show them: 胜平负 on top, 让球胜平负 with its handicap below. */
export function LotterySp({ sp }: { sp: LotterySpView | null }): ReactElement {
  if (!sp || (!sp.result && !sp.handicapResult)) {
    return <div className="kq-sp is-empty">SP 暂未开出</div>;
  }
  return (
    <div className="kq-sp" data-testid="row-sp">
      <SpLine label="非让" sp={sp.result} handicap={false} />
      <SpLine
        label={sp.handicap === null ? '让球' : `让${handicapText(sp.handicap)}`}
        sp={sp.handicapResult}
        handicap
      />
    </div>
  );
}
