import './database.css';
import type { ReactElement } from 'react';
import { PageHeader } from '../shell';
import type { PlayerPageData } from './data';
import { footName, roleName, seasonName } from './labels';
import { TeamName } from './links';
import { FixtureRow, LabelledValues, PlayerHero, SourceNote } from './parts';

/** A football player: profile, his seasons from the real events and his match log. */
export function PlayerPage({ data }: { data: PlayerPageData }): ReactElement {
  const { player, seasons, matches } = data.detail;
  const facts = [
    ['位置', roleName(player.role)],
    ['国籍', player.nationality ?? '未知'],
    [
      '出生日期',
      player.birthDate ? `${player.birthDate}${player.age === null ? '' : `（当时 ${player.age} 岁）`}` : '未知',
    ],
    ['身高', player.height === null ? '未知' : `${player.height} cm`],
    ['体重', player.weight === null ? '未知' : `${player.weight} kg`],
    ['惯用脚', footName(player.foot)],
  ] as const;
  return (
    <div className="kq-db">
      <PageHeader title={player.name} backTo="/database" />
      <PlayerHero player={player}>
        <p>
          {roleName(player.role)}
          {player.team && (
            <>
              {' · '}
              <TeamName team={player.team} />
            </>
          )}
        </p>
      </PlayerHero>
      <LabelledValues className="kq-db-card kq-db-facts is-two" items={facts} />
      {seasons.map((s) => (
        <section key={`${s.competition.id}-${s.team.id}`} className="kq-db-card" data-testid="db-player-season">
          <h2 className="kq-db-section-title">
            {s.competition.name} · {seasonName(s.season)} · <TeamName team={s.team} competition={s.competition.id} />
          </h2>
          <LabelledValues
            items={[
              ['出场', s.stats.appearances],
              ['首发', s.stats.starts],
              ['出场时间', `${s.stats.minutes}′`],
              ['进球', s.stats.goals],
              ['点球', s.stats.penalties],
              ['射门', s.stats.shots],
              ['射正', s.stats.shotsOnTarget],
              ['黄牌', s.stats.yellow],
              ['红牌', s.stats.red],
            ]}
          />
        </section>
      ))}
      <section className="kq-db-card">
        <h2 className="kq-db-section-title">比赛记录</h2>
        <ul className="kq-db-fixtures" data-testid="db-player-log">
          {matches.map((m, i) => (
            <FixtureRow
              key={i}
              fixture={m}
              extra={
                <span className="kq-db-fixture-line">
                  {m.competition} · {m.started ? '首发' : '替补'} {m.minutes}′{m.goals > 0 && ` · 进球 ${m.goals}`}
                  {m.yellow > 0 && ` · 黄牌 ${m.yellow}`}
                  {m.red > 0 && ' · 红牌'}
                </span>
              }
            />
          ))}
        </ul>
      </section>
      <SourceNote>
        数据来自真实赛季的每场比赛事件（Wyscout 公开数据集）；比分可点击的场次可进入比赛详情（回放）。
      </SourceNote>
    </div>
  );
}
