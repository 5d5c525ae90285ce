import './database.css';
import type { BasketballGameLine } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../shell';
import type { BasketballPlayerPageData, BasketballTeamPageData } from './data';
import { AveragesGrid, AveragesNote, RosterAverages, TeamStatisticsGrid } from './basketball-averages';
import { PlayerName, TeamName } from './links';
import { ColumnHeads, FormDots, LabelledValues, PlayerHero, SourceNote, TeamHero } from './parts';

const signed = (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value.toFixed(1));

/** Generated games, away team first as basketball lists show them; the score links to the game when stored. */
export function BasketballGames({ games }: { games: readonly BasketballGameLine[] }): ReactElement {
  return (
    <ul className="kq-db-fixtures">
      {games.map((g, i) => {
        const score = <span className="kq-db-score">{`${g.awayScore} - ${g.homeScore}`}</span>;
        return (
          <li key={i} className="kq-db-fixture" data-testid="db-fixture">
            <span className="kq-db-fixture-date">{g.date.slice(5).replace('-', '/')}</span>
            <span className="kq-db-fixture-team is-home">
              <TeamName team={g.away} sport="basketball" />
            </span>
            <span className="kq-db-fixture-score">
              {g.matchId === null ? score : <Link to={`/live/lq/detail/${g.matchId}`}>{score}</Link>}
              <small>客 - 主</small>
            </span>
            <span className="kq-db-fixture-team is-away">
              <TeamName team={g.home} sport="basketball" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** An NBA or CBA team: the generated season's record and games, the NBA roster with real RAPTOR. */
export function BasketballTeamPage({ data }: { data: BasketballTeamPageData }): ReactElement {
  const { team, competition, record, games, roster, ratingsSeason } = data.detail;
  return (
    <div className="kq-db">
      <PageHeader title={team.name} backTo="/database?sport=basketball" />
      <TeamHero team={team} title={team.nameFull} color={competition.color}>
        <p>
          {competition.name}
          {team.division && ` · ${team.division}`} · {record.won} 胜 {record.lost} 负{' '}
          <span className="kq-db-generated">模拟</span>
        </p>
        <FormDots form={record.form} />
      </TeamHero>
      {roster.length > 0 && (
        <section className="kq-db-card kq-db-scroll">
          <h2 className="kq-db-section-title">球员名单 · {ratingsSeason} 赛季 RAPTOR</h2>
          <table className="kq-db-table" data-testid="db-roster">
            <ColumnHeads columns={['球员', '出场分钟', '进攻', '防守', '总评']} wide={['球员']} />
            <tbody>
              {roster.map((p) => (
                <tr key={p.player.id}>
                  <td className="is-team">
                    <PlayerName player={p.player} sport="basketball" />
                  </td>
                  <td>{p.minutes}</td>
                  <td>{signed(p.raptorOffense)}</td>
                  <td>{signed(p.raptorDefense)}</td>
                  <td className="is-points">{signed(p.raptorTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {data.detail.teamStatistics && (
        <section className="kq-db-card">
          <h2 className="kq-db-section-title">
            球队场均 <span className="kq-db-generated">模拟</span>
          </h2>
          <TeamStatisticsGrid line={data.detail.teamStatistics} />
          <AveragesNote games={data.detail.teamStatistics.games} />
        </section>
      )}
      {data.detail.averages.length > 0 && (
        <section className="kq-db-card">
          <h2 className="kq-db-section-title">
            球员场均 <span className="kq-db-generated">模拟</span>
          </h2>
          <RosterAverages averages={data.detail.averages} />
        </section>
      )}
      <section className="kq-db-card">
        <h2 className="kq-db-section-title">
          最近比赛 <span className="kq-db-generated">模拟</span>
        </h2>
        <BasketballGames games={games} />
      </section>
      <SourceNote>
        {roster.length > 0
          ? 'RAPTOR 为 FiveThirtyEight 的真实球员评分（每百回合高于联盟平均的得分）；本赛季战绩与比赛由篮球模型模拟生成。'
          : 'CBA 暂无公开的球员数据；本赛季战绩与比赛由篮球模型模拟生成。'}
      </SourceNote>
    </div>
  );
}

/** An NBA player: his real RAPTOR by team and his team's generated games. */
export function BasketballPlayerPage({ data }: { data: BasketballPlayerPageData }): ReactElement {
  const { player, teams, teamGames, ratingsSeason, averages } = data.detail;
  return (
    <div className="kq-db">
      <PageHeader title={player.name} backTo="/database?sport=basketball" />
      <PlayerHero player={player}>
        <p>NBA · {ratingsSeason} 赛季</p>
      </PlayerHero>
      {averages && (
        <section className="kq-db-card">
          <h2 className="kq-db-section-title">
            本赛季场均 <span className="kq-db-generated">模拟</span>
          </h2>
          <AveragesGrid averages={averages} />
          <AveragesNote games={averages.games} />
        </section>
      )}
      {teams.map((t) => (
        <section key={t.team.id} className="kq-db-card" data-testid="db-player-season">
          <h2 className="kq-db-section-title">
            <TeamName team={t.team} sport="basketball" /> · RAPTOR
          </h2>
          <LabelledValues
            items={[
              ['出场分钟', t.minutes],
              ['回合', t.possessions],
              ['进攻', signed(t.raptorOffense)],
              ['防守', signed(t.raptorDefense)],
              ['总评', signed(t.raptorTotal)],
            ]}
          />
        </section>
      ))}
      <section className="kq-db-card">
        <h2 className="kq-db-section-title">
          球队最近比赛 <span className="kq-db-generated">模拟</span>
        </h2>
        <BasketballGames games={teamGames} />
      </section>
      <SourceNote>RAPTOR 为 FiveThirtyEight 的真实球员评分；比赛由篮球模型模拟生成，并非真实赛果。</SourceNote>
    </div>
  );
}
