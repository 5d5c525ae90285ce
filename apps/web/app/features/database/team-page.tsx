import './database.css';
import type { TeamDetail } from '@kanqiu/contract';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { PageHeader } from '../shell';
import type { TeamPageData } from './data';
import { roleName, seasonName } from './labels';
import { PlayerName, TeamName, teamPath } from './links';
import {
  Chips,
  ColumnHeads,
  FixtureRow,
  FormDots,
  LabelledValues,
  SeasonStatsCard,
  SectionTabs,
  SourceNote,
  StandingsTable,
  TeamHero,
} from './parts';
import { ResultStatsGrid } from './result-stats';

type Section = 'squad' | 'fixtures' | 'stats';

const tabs: { key: Section; label: string }[] = [
  { key: 'squad', label: '阵容' },
  { key: 'fixtures', label: '赛程赛果' },
  { key: 'stats', label: '球队数据' },
];
/** A season known from its scores has no line-ups: no 阵容 tab. */
const resultTabs = tabs.filter((t) => t.key !== 'squad');

function Squad({ detail }: { detail: TeamDetail }): ReactElement {
  return (
    <>
      {detail.squad.map((group) => (
        <section key={group.role} className="kq-db-card kq-db-scroll">
          <h2 className="kq-db-section-title">{roleName(group.role)}</h2>
          <table className="kq-db-table is-wide" data-testid="db-squad">
            <ColumnHeads columns={['球员', '出场', '首发', '分钟', '进球', '黄牌', '红牌']} wide={['球员']} />
            <tbody>
              {group.players.map((p) => (
                <tr key={p.player.id}>
                  <td className="is-team">
                    <PlayerName player={p.player} />
                  </td>
                  <td>{p.appearances}</td>
                  <td>{p.starts}</td>
                  <td>{p.minutes}</td>
                  <td className="is-points">{p.goals}</td>
                  <td>{p.yellow}</td>
                  <td>{p.red}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/** The next fixtures on the replay calendar (未来赛程): day, kick-off and competition, linked once the feed holds them. */
function Upcoming({ list }: { list: TeamDetail['upcoming'] }): ReactElement {
  return (
    <section className="kq-db-card" data-testid="db-upcoming">
      <h2 className="kq-db-section-title">未来赛程</h2>
      <ul className="kq-db-fixtures">
        {list.map((m) => {
          const time = <span className="kq-db-score">{formatShanghai(m.kickoffAt, 'HH:mm')}</span>;
          return (
            <li key={`${m.kickoffAt}:${m.homeId}`} className="kq-db-fixture" data-testid="db-upcoming-fixture">
              <span className="kq-db-fixture-date">
                {formatShanghai(m.kickoffAt, 'YYYY-MM-DD').slice(5).replace('-', '/')}
              </span>
              <span className="kq-db-fixture-team is-home">
                <TeamName team={{ id: m.homeId, name: m.homeName }} />
              </span>
              <span className="kq-db-fixture-score">
                {m.id === null ? (
                  time
                ) : (
                  <Link to={`/live/zq/detail/${m.id}`} aria-label="比赛详情">
                    {time}
                  </Link>
                )}
                <small>{m.competition}</small>
              </span>
              <span className="kq-db-fixture-team is-away">
                <TeamName team={{ id: m.awayId, name: m.awayName }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Stats({ stats: s }: { stats: NonNullable<TeamDetail['stats']> }): ReactElement {
  const items = [
    ['场均进球', s.goalsFor],
    ['场均失球', s.goalsAgainst],
    ['场均射门', s.shots],
    ['场均射正', s.shotsOnTarget],
    ['场均控球率', `${s.possession}%`],
    ['场均角球', s.corners],
    ['场均黄牌', s.yellow],
    ['场均红牌', s.red],
  ] as const;
  return <SeasonStatsCard played={s.played} items={items} />;
}

/** A football team in one competition of its season: card, table place, squad, fixtures, statistics. */
export function TeamPage({ data }: { data: TeamPageData }): ReactElement {
  const { detail } = data;
  const { team, competition, standing } = detail;
  const fromResults = detail.source === 'results';
  const [section, setSection] = useState<Section>(fromResults ? 'fixtures' : 'squad');
  const facts = [
    ['全称', team.nameFull === team.name ? team.englishName : `${team.nameFull}（${team.englishName}）`],
    ['城市', team.city],
    ['主场', team.stadium],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  return (
    <div className="kq-db">
      <PageHeader title={team.name} backTo="/database" />
      <TeamHero team={team} title={team.name} color={competition.color} className="kq-db-hero is-team">
        <p>
          {competition.name} · {seasonName(competition.season)}
          {standing && ` · 第${standing.rank}名 · ${standing.points}分`}
        </p>
        {standing && <FormDots form={standing.form} />}
      </TeamHero>
      <LabelledValues className="kq-db-card kq-db-facts" items={facts} />
      {detail.competitions.length > 1 && (
        <Chips>
          {detail.competitions.map((c) => (
            <Link
              key={c.id}
              to={teamPath(team.id, c.id)}
              replace
              className={c.id === competition.id ? 'is-active' : undefined}
            >
              {c.name} {c.season}
            </Link>
          ))}
        </Chips>
      )}
      {fromResults && (
        <p className="kq-db-note" data-testid="db-no-lineups">
          这个赛季的数据只有比分（全场与半场），没有阵容和球员数据。
        </p>
      )}
      {detail.upcoming.length > 0 && <Upcoming list={detail.upcoming} />}
      <SectionTabs<Section> tabs={fromResults ? resultTabs : tabs} active={section} onChange={setSection} />
      {section === 'squad' && <Squad detail={detail} />}
      {section === 'fixtures' && (
        <ul className="kq-db-card kq-db-fixtures">
          {detail.fixtures.map((f, i) => (
            <FixtureRow key={i} fixture={f} competition={competition.id} />
          ))}
        </ul>
      )}
      {section === 'stats' && (
        <>
          {detail.stats && <Stats stats={detail.stats} />}
          {detail.resultStats && <ResultStatsGrid stats={detail.resultStats} />}
          {standing && (
            <section className="kq-db-card">
              <h2 className="kq-db-section-title">积分榜位置</h2>
              <StandingsTable rows={[standing]} competition={competition.id} highlight={team.id} />
            </section>
          )}
        </>
      )}
      <SourceNote>
        {fromResults
          ? '数据来自 openfootball 公开的真实赛果。'
          : '数据来自真实赛季的每场比赛事件（Wyscout 公开数据集）。'}
      </SourceNote>
    </div>
  );
}
