import type { Prediction } from '@kanqiu/contract';
import { isBasketballFinished, isBasketballLive, isFootballFinished, isFootballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { TeamBadge } from '../live';
import {
  complementPercent,
  confidenceLabel,
  handicapText,
  outcomeLabel,
  percent,
  reasonText,
  totalText,
} from './wording';

export const detailPath = (p: Prediction): string =>
  p.sport === 'football' ? `/live/zq/detail/${p.matchId}` : `/live/lq/detail/${p.matchId}`;

function statusText(p: Prediction): string {
  const finished = p.sport === 'football' ? isFootballFinished(p.state) : isBasketballFinished(p.state);
  const live = p.sport === 'football' ? isFootballLive(p.state) : isBasketballLive(p.state);
  if (finished && p.score) return `完场 ${p.score[0]}-${p.score[1]}`;
  return live ? '进行中' : formatShanghai(p.kickoffAt, 'MM-DD HH:mm');
}

export function ChanceBar({ prediction }: { prediction: Prediction }): ReactElement {
  const { chances, sport } = prediction;
  const parts = (sport === 'football' ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const)).map(
    (key) => ({ key, chance: chances[key] }),
  );
  return (
    <div className="kq-ai-chances">
      <div className="kq-ai-bar" aria-hidden="true">
        {parts.map(({ key, chance }) => (
          <span key={key} className={`is-${key}`} style={{ flexGrow: Math.max(chance, 0.02) }} />
        ))}
      </div>
      <div className="kq-ai-bar-labels">
        {parts.map(({ key, chance }) => (
          <span key={key} className={`is-${key}${prediction.pick === key ? ' is-pick' : ''}`}>
            {outcomeLabel[key]} {percent(chance)}
          </span>
        ))}
      </div>
    </div>
  );
}

export function Verdict({ prediction }: { prediction: Prediction }): ReactElement {
  return (
    <div className="kq-ai-verdict">
      <span className="kq-ai-pick">推荐 {outcomeLabel[prediction.pick]}</span>
      <span className={`kq-ai-confidence is-${prediction.confidence}`}>{confidenceLabel[prediction.confidence]}</span>
      {prediction.hit === null ? null : (
        <span className={`kq-ai-hit${prediction.hit ? ' is-hit' : ''}`} data-testid="prediction-hit">
          {prediction.hit ? '命中' : '未中'}
        </span>
      )}
    </div>
  );
}

function Markets({ prediction }: { prediction: Prediction }): ReactElement {
  const unit = prediction.sport === 'football' ? '球' : '分';
  return (
    <dl className="kq-ai-markets">
      {prediction.topScores.length > 0 ? (
        <div>
          <dt>比分</dt>
          <dd>{prediction.topScores.map((s) => `${s.home}-${s.away} ${percent(s.chance)}`).join(' · ')}</dd>
        </div>
      ) : (
        <div>
          <dt>预期</dt>
          <dd>
            {prediction.expected.home.toFixed(1)} : {prediction.expected.away.toFixed(1)} {unit}
          </dd>
        </div>
      )}
      <div>
        <dt>让{unit}</dt>
        <dd>
          {handicapText(prediction)} 主 {percent(prediction.handicap.over)} / 客{' '}
          {complementPercent(prediction.handicap.over)}
        </dd>
      </div>
      <div>
        <dt>大小</dt>
        <dd>
          {totalText(prediction)} 大 {percent(prediction.total.over)} / 小 {complementPercent(prediction.total.over)}
        </dd>
      </div>
    </dl>
  );
}

/** One match's prediction; the whole card opens the match. `brief` leaves the reasons out (the record list). */
export function PredictionCard({
  prediction,
  brief = false,
}: {
  prediction: Prediction;
  brief?: boolean;
}): ReactElement {
  const names = { home: prediction.home.name, away: prediction.away.name };
  return (
    <Link
      to={detailPath(prediction)}
      className="kq-ai-card"
      data-testid="prediction-card"
      data-match-id={prediction.matchId}
    >
      <div className="kq-ai-card-top">
        <span className="kq-ai-league">{prediction.competitionName}</span>
        {prediction.generated ? <span className="kq-ai-tag">模拟</span> : null}
        <span className="kq-ai-status">{statusText(prediction)}</span>
      </div>
      <div className="kq-ai-teams">
        <span className="kq-ai-team">
          <TeamBadge id={prediction.home.id} name={prediction.home.name} colors={null} />
          <b>{prediction.home.name}</b>
        </span>
        <span className="kq-ai-vs">VS</span>
        <span className="kq-ai-team is-away">
          <b>{prediction.away.name}</b>
          <TeamBadge id={prediction.away.id} name={prediction.away.name} colors={null} />
        </span>
      </div>
      <ChanceBar prediction={prediction} />
      <Verdict prediction={prediction} />
      {brief ? null : (
        <>
          <Markets prediction={prediction} />
          <ul className="kq-ai-reasons">
            {prediction.reasons.map((reason) => (
              <li key={reason.kind}>{reasonText(prediction.sport, reason, names)}</li>
            ))}
          </ul>
        </>
      )}
    </Link>
  );
}
