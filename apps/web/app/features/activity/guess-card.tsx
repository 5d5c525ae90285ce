import { Button, Popup, Stepper } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { formatShanghai } from '../../lib/format-date';
import { teamColour, teamInitial } from '../../lib/team-badge';
import { newRequestId, pointsText, type ActivityActionResult, type GuessCard } from './data';

type Price = GuessCard['markets'][number]['prices'][number];
type Chosen = { market: GuessCard['markets'][number]; price: Price };
type Limits = { minStake: number; maxStake: number };

const STAKE_CHIPS = [10, 50, 100, 200, 500];

function TeamMark({ team }: { team: GuessCard['home'] }): ReactElement {
  return (
    <div className="kq-act-team">
      <span className="kq-act-team-badge" style={{ background: team.color ?? teamColour(team.id) }}>
        {teamInitial(team.name)}
      </span>
      <span className="kq-act-team-name">{team.name}</span>
    </div>
  );
}

/** The stake sheet: the pick and its odds (fixed when placed), the stake within the limits, what a win returns. */
function GuessSheet(props: {
  card: GuessCard;
  chosen: Chosen | null;
  limits: Limits;
  points: number | null;
  onClose: () => void;
}): ReactElement {
  const { card, chosen, limits, points, onClose } = props;
  const [stake, setStake] = useState(Math.min(100, limits.maxStake));
  const fetcher = useFetcher<ActivityActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    Toast.show({ content: result.msg, icon: result.ok ? 'success' : undefined });
    if (result.ok) onClose();
  }, [result, onClose]);
  const submit = () => {
    if (!chosen) return;
    const { market, price } = chosen;
    const form = { intent: 'guess', matchId: String(card.matchId), market: market.market, selection: price.selection };
    void fetcher.submit({ ...form, stake: String(stake), requestId: newRequestId() }, { method: 'post' });
  };
  return (
    <Popup visible={chosen !== null} onMaskClick={onClose} bodyClassName="kq-act-sheet">
      {chosen && (
        <div data-testid="guess-sheet">
          <div className="kq-act-sheet-title">
            {card.home.name} vs {card.away.name}
          </div>
          <div className="kq-act-sheet-pick">
            <span>
              {chosen.market.name} · {chosen.price.name}
            </span>
            <strong>@{chosen.price.odds.toFixed(2)}</strong>
          </div>
          <div className="kq-act-sheet-row">
            <span>投入积分</span>
            <Stepper
              min={limits.minStake}
              max={limits.maxStake}
              step={10}
              value={stake}
              onChange={setStake}
              digits={0}
            />
          </div>
          <div className="kq-act-chips">
            {STAKE_CHIPS.filter((chip) => chip <= limits.maxStake).map((chip) => (
              <button type="button" key={chip} className={chip === stake ? 'is-on' : ''} onClick={() => setStake(chip)}>
                {chip}
              </button>
            ))}
          </div>
          <p className="kq-act-sheet-note">
            猜中可得 <b>{pointsText(Math.floor(stake * chosen.price.odds))}</b> 积分（含本金）
            {points !== null && <> · 我的积分 {pointsText(points)}</>}
          </p>
          <Button block color="primary" shape="rounded" loading={fetcher.state !== 'idle'} onClick={submit}>
            确认竞猜
          </Button>
          <p className="kq-act-sheet-foot">积分仅用于活动，不可购买或提现；赔率以提交时为准。</p>
        </div>
      )}
    </Popup>
  );
}

/** A match on /activity: teams, kick-off, and a button per price; tapping one opens the stake sheet. */
export function GuessCardView(props: {
  card: GuessCard;
  limits: Limits;
  points: number | null;
  onNeedLogin: () => void;
}): ReactElement {
  const { card, limits, points, onNeedLogin } = props;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const choose = (next: Chosen) => (points === null ? onNeedLogin() : setChosen(next));
  const close = useCallback(() => setChosen(null), []);
  return (
    <article className="kq-act-card" data-match-id={card.matchId}>
      <header className="kq-act-card-head">
        <span className="kq-act-sport">{card.sport === 'football' ? '足球' : '篮球'}</span>
        <span>{card.competition}</span>
        <span className="kq-act-kickoff">{formatShanghai(card.kickoffAt, 'MM-DD HH:mm')} 开赛</span>
        {card.simulated && <span className="kq-act-sim">模拟赛事</span>}
      </header>
      <div className="kq-act-teams">
        <TeamMark team={card.home} />
        <span className="kq-act-vs">VS</span>
        <TeamMark team={card.away} />
      </div>
      {card.markets.map((market) => (
        <div className="kq-act-market" key={market.market}>
          <span className="kq-act-market-name">{market.name}</span>
          <div className="kq-act-prices">
            {market.prices.map((price) => (
              <button
                type="button"
                key={price.selection}
                className="kq-act-price"
                data-selection={`${market.market}-${price.selection}`}
                onClick={() => choose({ market, price })}
              >
                <span>{price.name}</span>
                <b>{price.odds.toFixed(2)}</b>
              </button>
            ))}
          </div>
        </div>
      ))}
      <GuessSheet card={card} chosen={chosen} limits={limits} points={points} onClose={close} />
    </article>
  );
}
