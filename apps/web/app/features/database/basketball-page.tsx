import './database.css';
import type { BasketballStandingRow } from '@kanqiu/contract';
import { useState, type ReactElement } from 'react';
import { PageHeader } from '../shell';
import { CompetitionBadge, TeamBadge } from './badge';
import type { BasketballPageData } from './data';
import { BasketballLeaders } from './basketball-averages';
import { BasketballGames } from './basketball-team-page';
import { TeamName } from './links';
import { ColumnHeads, FormDots, SectionTabs, SourceNote } from './parts';

type Section = 'table' | 'leaders' | 'results';

const tabs: { key: Section; label: string }[] = [
  { key: 'table', label: '排名' },
  { key: 'leaders', label: '数据榜' },
  { key: 'results', label: '最近赛果' },
];

const conferenceNames = { east: '东部', west: '西部' } as const;

function BasketballTable({ rows }: { rows: readonly BasketballStandingRow[] }): ReactElement {
  return (
    <table className="kq-db-table" data-testid="db-basketball-standings">
      <ColumnHeads columns={['排名', '球队', '胜', '负', '胜率', '胜差']} wide={['球队']} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.team.id}>
            <td>
              <span className={r.rank <= 3 ? 'kq-db-rank is-top' : 'kq-db-rank'}>{r.rank}</span>
            </td>
            <td className="is-team">
              <span className="kq-db-team-cell">
                <TeamBadge id={r.team.id} name={r.team.name} size={0.36} />
                <span>
                  <span>
                    <TeamName team={r.team} sport="basketball" />
                    {r.division && <small className="kq-db-division">{r.division}</small>}
                  </span>
                  <FormDots form={r.form} />
                </span>
              </span>
            </td>
            <td>{r.won}</td>
            <td>{r.lost}</td>
            <td className="is-points">{(r.winRate * 100).toFixed(1)}%</td>
            <td>{r.gamesBehind === 0 ? '-' : r.gamesBehind}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** NBA or CBA: standings, per-game leaders and recent results of the generated season, labelled 模拟. */
export function BasketballCompetitionPage({ data }: { data: BasketballPageData }): ReactElement {
  const { detail } = data;
  const { competition } = detail;
  const [section, setSection] = useState<Section>('table');
  return (
    <div className="kq-db">
      <PageHeader title={competition.name} backTo="/database?sport=basketball" />
      <section className="kq-db-hero" style={{ background: competition.color }}>
        <CompetitionBadge name={competition.name} color="rgba(255,255,255,0.22)" size={1} />
        <div>
          <h1>{competition.nameFull}</h1>
          <p>
            本赛季 <span className="kq-db-generated">模拟</span>
          </p>
        </div>
      </section>
      <SectionTabs<Section> tabs={tabs} active={section} onChange={setSection} />
      {section === 'table' &&
        detail.standings.map((g) => (
          <section key={g.conference ?? 'all'} className="kq-db-card">
            {g.conference && <h2 className="kq-db-section-title">{conferenceNames[g.conference]}</h2>}
            <BasketballTable rows={g.rows} />
          </section>
        ))}
      {section === 'leaders' && <BasketballLeaders averages={detail.averages} />}
      {section === 'results' && (
        <section className="kq-db-card">
          <BasketballGames games={detail.results} />
        </section>
      )}
      <SourceNote>
        模拟：比赛由篮球模型按真实阵容与评分（NBA 取 FiveThirtyEight RAPTOR）生成，并非真实赛果；详见比分页同一赛季。
      </SourceNote>
    </div>
  );
}
