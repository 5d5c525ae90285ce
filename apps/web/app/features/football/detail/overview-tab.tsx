import type { FootballNavigation, IncidentView, StatisticEntry, TextLive } from '@kanqiu/contract';
import { IncidentType, isFootballBeforeKickoff, StatisticType } from '@kanqiu/domain';
import { lazy, Suspense, type ReactElement } from 'react';
import { incidentLabels, statisticLabels } from '../../../lib/labels';
import { EmptyState } from '../../shell/states';
import { CommentaryList } from './commentary-list';
import { IncidentIcon } from './incident-icon';

// The refetch of the lines comes with the first live change: the first screen hydrates without the
// contract's schemas and zod, whose evaluation was one long task on the match detail
// (docs/decisions/0049-scripts-wait-for-first-paint.md).
const LiveCommentary = lazy(() => import('./live-commentary').then((m) => ({ default: m.LiveCommentary })));

function minuteOf(incident: IncidentView): string {
  return `${incident.minuteLabel}'`;
}

function Timeline({ events }: { events: IncidentView[] }): ReactElement {
  return (
    <ol className="kq-timeline" data-testid="timeline">
      {events.map((incident) => (
        <li
          key={incident.key}
          className={`kq-timeline-item is-${incident.side}${incident.cancelled ? ' is-cancelled' : ''}`}
        >
          <span className="kq-timeline-side is-home">
            {incident.side === 'home' ? <IncidentBody incident={incident} /> : null}
          </span>
          <span className="kq-timeline-minute">{minuteOf(incident)}</span>
          <span className="kq-timeline-side is-away">
            {incident.side === 'away' ? <IncidentBody incident={incident} /> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function IncidentBody({ incident }: { incident: IncidentView }): ReactElement {
  if (incident.type === IncidentType.substitution) {
    return (
      <span className="kq-incident">
        <span className="kq-sub-in">↑ {incident.relatedPlayerName ?? ''}</span>
        <span className="kq-sub-out">↓ {incident.playerName ?? ''}</span>
      </span>
    );
  }
  return (
    <span className="kq-incident">
      <IncidentIcon type={incident.type} />
      <span>
        {incident.type === IncidentType.corner ? '角球' : (incident.playerName ?? incidentLabels[incident.type])}
        {incident.score ? (
          <b className="kq-incident-score">
            {' '}
            {incident.score[0]}-{incident.score[1]}
          </b>
        ) : null}
      </span>
    </span>
  );
}

export function StatBar({ entry }: { entry: StatisticEntry }): ReactElement {
  const suffix = entry.type === StatisticType.possession ? '%' : '';
  const homeLeads = entry.home > entry.away;
  const awayLeads = entry.away > entry.home;
  return (
    <li className="kq-stat" data-testid="stat-bar">
      <div className="kq-stat-numbers">
        <b className={homeLeads ? 'is-lead' : ''}>
          {entry.home}
          {suffix}
        </b>
        <span>{statisticLabels[entry.type] ?? entry.type}</span>
        <b className={awayLeads ? 'is-lead' : ''}>
          {entry.away}
          {suffix}
        </b>
      </div>
      <div className="kq-stat-bars">
        <span className="kq-stat-track is-home">
          <i style={{ width: `${entry.homePercent}%` }} className={homeLeads ? 'is-lead' : ''} />
        </span>
        <span className="kq-stat-track is-away">
          <i style={{ width: `${entry.awayPercent}%` }} className={awayLeads ? 'is-lead' : ''} />
        </span>
      </div>
    </li>
  );
}

function Donut({ entry }: { entry: StatisticEntry }): ReactElement {
  const r = 15.915; // circumference 100
  const suffix = entry.type === StatisticType.possession ? '%' : '';
  return (
    <figure className="kq-donut">
      <svg viewBox="0 0 42 42" aria-hidden="true">
        <circle cx="21" cy="21" r={r} fill="none" stroke="#3b82f6" strokeWidth="5" />
        <circle
          cx="21"
          cy="21"
          r={r}
          fill="none"
          stroke="var(--kq-primary)"
          strokeWidth="5"
          strokeDasharray={`${entry.homePercent} ${100 - entry.homePercent}`}
          strokeDashoffset="25"
        />
      </svg>
      <figcaption>
        <b className="is-home">
          {entry.home}
          {suffix}
        </b>
        <span>{statisticLabels[entry.type]}</span>
        <b className="is-away">
          {entry.away}
          {suffix}
        </b>
      </figcaption>
    </figure>
  );
}

function Momentum({ points }: { points: TextLive['momentum'] }): ReactElement | null {
  if (points.length === 0) return null;
  const max = Math.max(1, ...points.map((p) => Math.max(p.home, p.away)));
  const width = 300;
  const step = width / Math.max(points.length, 18);
  return (
    <section className="kq-card kq-detail-card">
      <h3 className="kq-card-title">
        攻势图 <small>每 5 分钟危险进攻</small>
      </h3>
      <svg
        className="kq-momentum"
        viewBox={`0 0 ${width} 80`}
        preserveAspectRatio="none"
        role="img"
        aria-label="攻势图"
      >
        <line x1="0" y1="40" x2={width} y2="40" stroke="#d8dbe0" strokeWidth="0.6" />
        {points.map((p, index) => (
          <g key={p.minute}>
            <rect
              x={index * step + 1}
              y={40 - (p.home / max) * 36}
              width={step - 2}
              height={(p.home / max) * 36}
              fill="var(--kq-primary)"
              rx="1"
            />
            <rect x={index * step + 1} y={40} width={step - 2} height={(p.away / max) * 36} fill="#3b82f6" rx="1" />
          </g>
        ))}
      </svg>
      <div className="kq-momentum-axis">
        <span>0&apos;</span>
        <span>45&apos;</span>
        <span>90&apos;</span>
      </div>
    </section>
  );
}

/** Before kick-off there can be no event yet; once the match is under way there simply has been none. */
const noEventsTitle = (state: number): string =>
  isFootballBeforeKickoff(state) ? '比赛尚未开始，暂无事件' : '暂无进球、红黄牌等比赛事件';

/** 赛况: pies, timeline, statistic bars, momentum and the text live. */
export function OverviewTab({
  header,
  textLive,
  commentaryVersion,
}: {
  header: FootballNavigation;
  textLive: TextLive;
  /** Bumped by each live change that can add a line; 0 while nothing has changed since the page loaded. */
  commentaryVersion: number;
}): ReactElement {
  const events = textLive.events;
  return (
    <div className="kq-detail-tab" data-testid="tab-overview">
      {textLive.pies.length > 0 ? (
        <section className="kq-card kq-detail-card kq-donuts">
          {textLive.pies.map((entry) => (
            <Donut key={entry.type} entry={entry} />
          ))}
        </section>
      ) : null}
      <section className="kq-card kq-detail-card">
        <h3 className="kq-card-title">
          比赛事件
          <span className="kq-legend">
            <i className="is-home" />
            {header.home.name}
            <i className="is-away" />
            {header.away.name}
          </span>
        </h3>
        {events.length > 0 ? <Timeline events={events} /> : <EmptyState title={noEventsTitle(header.state)} />}
      </section>
      {textLive.statistic.length > 0 ? (
        <section className="kq-card kq-detail-card">
          <h3 className="kq-card-title">
            技术统计{textLive.minute !== null ? <small>截至 {textLive.minute}&apos;</small> : null}
          </h3>
          <ul className="kq-stats">
            {textLive.statistic.map((entry) => (
              <StatBar key={entry.type} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      <Momentum points={textLive.momentum} />
      {commentaryVersion > 0 ? (
        <Suspense fallback={<CommentaryList lines={textLive.commentary} />}>
          <LiveCommentary matchId={header.id} version={commentaryVersion} initial={textLive} />
        </Suspense>
      ) : (
        <CommentaryList lines={textLive.commentary} />
      )}
    </div>
  );
}
