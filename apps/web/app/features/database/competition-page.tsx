import './database.css';
import type { CompetitionDetail } from '@kanqiu/contract';
import type { PlayerRankingKind } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../shell';
import { CompetitionBadge } from './badge';
import type { CompetitionPageData } from './data';
import { rankingNames, roundName, seasonName } from './labels';
import { competitionPath, PlayerName, TeamName } from './links';
import { Chips, ColumnHeads, FixtureRow, SectionTabs, SourceNote, StandingsTable } from './parts';
import { Bracket, hasBracket } from './bracket';
import { ResultStatsTable } from './result-stats';

type Section = 'table' | 'bracket' | 'rounds' | 'players' | 'teams';

function Rounds({ detail }: { detail: CompetitionDetail }): ReactElement {
  const [index, setIndex] = useState(detail.rounds.length - 1);
  const round = detail.rounds[index];
  return (
    <>
      <Chips>
        {detail.rounds.map((r, i) => (
          <button
            key={`${r.stage}${r.round}`}
            type="button"
            className={i === index ? 'is-active' : undefined}
            onClick={() => setIndex(i)}
          >
            {roundName(r.stage, r.round)}
          </button>
        ))}
      </Chips>
      <ul className="kq-db-card kq-db-fixtures">
        {round?.fixtures.map((f, i) => (
          <FixtureRow key={i} fixture={f} competition={detail.competition.id} />
        ))}
      </ul>
    </>
  );
}

function Rankings({ detail }: { detail: CompetitionDetail }): ReactElement {
  const [kind, setKind] = useState<PlayerRankingKind>('goals');
  const ranking = detail.rankings.find((r) => r.kind === kind);
  return (
    <>
      <Chips>
        {detail.rankings.map((r) => (
          <button
            key={r.kind}
            type="button"
            className={r.kind === kind ? 'is-active' : undefined}
            onClick={() => setKind(r.kind)}
          >
            {rankingNames[r.kind].tab}
          </button>
        ))}
      </Chips>
      <table className="kq-db-table kq-db-card" data-testid="db-ranking">
        <ColumnHeads columns={['排名', '球员', '球队', '出场', rankingNames[kind].unit]} wide={['球员', '球队']} />
        <tbody>
          {ranking?.rows.map((r) => (
            <tr key={`${r.player.id}-${r.team.id}`}>
              <td>
                <span className={r.rank <= 3 ? 'kq-db-rank is-top' : 'kq-db-rank'}>{r.rank}</span>
              </td>
              <td className="is-team">
                <PlayerName player={r.player} />
              </td>
              <td className="is-team">
                <TeamName team={r.team} competition={detail.competition.id} />
              </td>
              <td>{r.appearances}</td>
              <td className="is-points">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function TeamStats({ detail }: { detail: CompetitionDetail }): ReactElement {
  return (
    <div className="kq-db-card kq-db-scroll">
      <table className="kq-db-table is-wide" data-testid="db-team-stats">
        <ColumnHeads
          columns={['球队（场均）', '进球', '失球', '射门', '射正', '控球率', '角球', '黄牌', '红牌']}
          wide={['球队（场均）']}
        />
        <tbody>
          {detail.teamStats.map(({ team, perMatch: s }) => (
            <tr key={team.id ?? team.name}>
              <td className="is-team">
                <TeamName team={team} competition={detail.competition.id} />
              </td>
              <td className="is-points">{s.goalsFor}</td>
              <td>{s.goalsAgainst}</td>
              <td>{s.shots}</td>
              <td>{s.shotsOnTarget}</td>
              <td>{s.possession}%</td>
              <td>{s.corners}</td>
              <td>{s.yellow}</td>
              <td>{s.red}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A football competition: tables, rounds, player rankings and team statistics of a season. */
export function CompetitionPage({ data }: { data: CompetitionPageData }): ReactElement {
  const { detail } = data;
  const { competition } = detail;
  const [section, setSection] = useState<Section>('table');
  const tabs: { key: Section; label: string }[] = [
    { key: 'table', label: '积分榜' },
    ...(hasBracket(detail) ? [{ key: 'bracket' as const, label: '淘汰赛' }] : []),
    { key: 'rounds', label: '赛程赛果' },
    ...(detail.rankings.length > 0 ? [{ key: 'players' as const, label: '球员榜' }] : []),
    ...(detail.teamStats.length + detail.resultStats.length > 0 ? [{ key: 'teams' as const, label: '球队数据' }] : []),
  ];
  const active = tabs.some((t) => t.key === section) ? section : 'table';
  return (
    <div className="kq-db" key={detail.season}>
      <PageHeader title={competition.name} backTo="/database" />
      <section className="kq-db-hero" style={{ background: competition.color }}>
        <CompetitionBadge name={competition.name} color="rgba(255,255,255,0.22)" size={1} />
        <div>
          <h1>{competition.nameFull}</h1>
          <p>{seasonName(detail.season)}</p>
        </div>
      </section>
      <Chips>
        {detail.seasons.map((s) => (
          <Link
            key={s.season}
            to={competitionPath(competition.id, s.season)}
            className={s.season === detail.season ? 'is-active' : undefined}
            replace
          >
            {s.season}
          </Link>
        ))}
      </Chips>
      <SectionTabs<Section> tabs={tabs} active={active} onChange={setSection} />
      {active === 'table' &&
        detail.standings.map((g) => (
          <section key={g.group ?? 0} className="kq-db-card">
            {g.group !== null && <h2 className="kq-db-section-title">{g.group} 组</h2>}
            <StandingsTable rows={g.rows} competition={competition.id} />
          </section>
        ))}
      {active === 'bracket' && <Bracket detail={detail} />}
      {active === 'rounds' && <Rounds detail={detail} />}
      {active === 'players' && <Rankings detail={detail} />}
      {active === 'teams' &&
        (detail.source === 'events' ? (
          <TeamStats detail={detail} />
        ) : (
          <ResultStatsTable rows={detail.resultStats} competition={competition.id} />
        ))}
      <SourceNote>
        {detail.source === 'events'
          ? '真实赛季数据（Wyscout 公开数据集），比分为 90 分钟比分，加时与点球另注。'
          : 'openfootball 公开的真实赛果：只有比分，没有球员与阵容数据。'}
      </SourceNote>
    </div>
  );
}
