import type { DatabaseFixture, StandingRow } from '@kanqiu/contract';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { PlayerBadge, TeamBadge } from './badge';
import { formNames, zoneName } from './labels';
import { TeamName } from './links';

/** A strip of buttons switching the page's sections. */
export function SectionTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange(key: K): void;
}): ReactElement {
  return (
    <div className="kq-db-tabs" role="tablist">
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          className={t.key === active ? 'is-active' : undefined}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** Chips that scroll sideways: rounds, seasons, ranking kinds. */
export function Chips({ children }: { children: ReactNode }): ReactElement {
  return <div className="kq-db-chips">{children}</div>;
}

export function FormDots({ form }: { form: StandingRow['form'] }): ReactElement {
  // The API gives the newest first; read left to right, oldest first.
  return (
    <span
      className="kq-db-form"
      aria-label={`近况 ${[...form]
        .reverse()
        .map((f) => formNames[f])
        .join('')}`}
    >
      {[...form].reverse().map((f, i) => (
        <i key={i} className={`is-${f}`}>
          {formNames[f]}
        </i>
      ))}
    </span>
  );
}

/** A team page's hero in its competition's colour: the badge, the name as the page's title, and the lines below it. */
export function TeamHero({
  team,
  title,
  color,
  className = 'kq-db-hero',
  children,
}: {
  team: { id: number; name: string };
  title: string;
  color: string;
  className?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <section className={className} style={{ background: color }}>
      <TeamBadge id={team.id} name={team.name} size={1.1} />
      <div>
        <h1 data-testid="db-team-name">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** A table's column heads; the wide ones (team and player names) take the row's spare width. */
export function ColumnHeads({
  columns,
  wide = [],
}: {
  columns: readonly string[];
  wide?: readonly string[];
}): ReactElement {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} className={wide.includes(column) ? 'is-team' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A player page's hero: the badge, the name as the page's title, and the lines below it. */
export function PlayerHero({
  player,
  children,
}: {
  player: { id: number; name: string };
  children: ReactNode;
}): ReactElement {
  return (
    <section className="kq-db-hero is-player">
      <PlayerBadge id={player.id} name={player.name} size={1.1} />
      <div>
        <h1 data-testid="db-player-name">{player.name}</h1>
        {children}
      </div>
    </section>
  );
}

/** A football table's column heads; the first names the group where a league has several. */
export function StandingsHead({ first }: { first: string }): ReactElement {
  return <ColumnHeads columns={[first, '球队', '赛', '胜/平/负', '进/失', '积分']} wide={['球队']} />;
}

/** A table row's 赛, 胜/平/负 and 进/失 cells. */
export function StandingsRecord({
  played,
  results,
  goals,
}: {
  played: number;
  results: [number, number, number];
  goals: [number, number];
}): ReactElement {
  return (
    <>
      <td>{played}</td>
      <td>{results.join('/')}</td>
      <td>{goals.join('/')}</td>
    </>
  );
}

export function StandingsTable({
  rows,
  competition,
  highlight,
}: {
  rows: readonly StandingRow[];
  competition: number;
  highlight?: number;
}): ReactElement {
  const zones = [...new Set(rows.flatMap((r) => (r.zone ? [r.zone] : [])))];
  return (
    <>
      <table className="kq-db-table" data-testid="db-standings">
        <StandingsHead first="排名" />
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.team.id ?? r.team.name}`} className={r.team.id === highlight ? 'is-highlight' : undefined}>
              <td>
                <span className={r.zone ? `kq-db-rank is-${r.zone}` : 'kq-db-rank'}>{r.rank}</span>
              </td>
              <td className="is-team">
                <span className="kq-db-team-cell">
                  <TeamBadge id={r.team.id} name={r.team.name} size={0.36} />
                  <span>
                    <TeamName team={r.team} competition={competition} />
                    <FormDots form={r.form} />
                  </span>
                </span>
              </td>
              <StandingsRecord
                played={r.played}
                results={[r.won, r.drawn, r.lost]}
                goals={[r.goalsFor, r.goalsAgainst]}
              />
              <td className="is-points">{r.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {zones.length > 0 && (
        <p className="kq-db-legend">
          {zones.map((z) => (
            <span key={z}>
              <i className={`is-${z}`} />
              {zoneName(z, competition)}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

function scoreText(f: DatabaseFixture): string {
  const [h, a] = f.extraTime ?? [f.homeScore, f.awayScore];
  return `${h} - ${a}`;
}

function scoreNote(f: DatabaseFixture): string | null {
  if (f.penalties) return `点球 ${f.penalties[0]}-${f.penalties[1]}`;
  if (f.extraTime) return '加时';
  return null;
}

/** A result: the teams either side of the score, the score a link to the match page when the replay is stored. */
export function FixtureRow({
  fixture,
  competition,
  extra,
}: {
  fixture: DatabaseFixture;
  competition?: number;
  extra?: ReactNode;
}): ReactElement {
  const note = scoreNote(fixture);
  const score = <span className="kq-db-score">{scoreText(fixture)}</span>;
  return (
    <li className="kq-db-fixture" data-testid="db-fixture">
      <span className="kq-db-fixture-date">{fixture.date.slice(5).replace('-', '/')}</span>
      <span className="kq-db-fixture-team is-home">
        <TeamName team={fixture.home} competition={competition} />
      </span>
      <span className="kq-db-fixture-score">
        {fixture.matchId === null ? (
          score
        ) : (
          <Link to={`/live/zq/detail/${fixture.matchId}`} aria-label="比赛详情" data-testid="db-match-link">
            {score}
          </Link>
        )}
        {note && <small>{note}</small>}
      </span>
      <span className="kq-db-fixture-team is-away">
        <TeamName team={fixture.away} competition={competition} />
      </span>
      {extra}
    </li>
  );
}

export function SourceNote({ children }: { children: ReactNode }): ReactElement {
  return <p className="kq-db-source">{children}</p>;
}

/** A season's numbers under a title: "赛季数据（30 场）" and a grid of labelled values. */
export function SeasonStatsCard({
  played,
  items,
  testId,
}: {
  played: number;
  items: readonly (readonly [string, ReactNode])[];
  testId?: string;
}): ReactElement {
  return (
    <section className="kq-db-card">
      <h2 className="kq-db-section-title">赛季数据（{played} 场）</h2>
      <LabelledValues items={items} testId={testId} />
    </section>
  );
}

/** Labelled values as a definition list: a grid of figures (`kq-db-stat-grid`) unless told otherwise. */
export function LabelledValues({
  items,
  className = 'kq-db-stat-grid',
  testId,
}: {
  items: readonly (readonly [string, ReactNode])[];
  className?: string;
  testId?: string;
}): ReactElement {
  return (
    <dl className={className} data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
