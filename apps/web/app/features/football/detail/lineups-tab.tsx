import { lineups, type LineupPlayerView } from '@kanqiu/contract';
import { formationOf, IncidentType } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { IncidentIcon } from './incident-icon';
import { LineupPitch } from './lineup-pitch';
import { PlayerLinks, PlayerName } from './player-name';
import { ListSkeleton, usePublicQuery } from '../../live';
import { EmptyState, ErrorState } from '../../shell/states';

/** The feed's English position names, in the order a lineup reads (keeper first). */
const positions: Record<string, { label: string; short: string; order: number }> = {
  goalkeeper: { label: '门将', short: '门', order: 0 },
  defender: { label: '后卫', short: '卫', order: 1 },
  midfielder: { label: '中场', short: '中', order: 2 },
  forward: { label: '前锋', short: '锋', order: 3 },
};

const positionOf = (player: LineupPlayerView) => positions[(player.position ?? '').toLowerCase()];

export const byPosition = (players: LineupPlayerView[]): LineupPlayerView[] =>
  [...players].sort((a, b) => (positionOf(a)?.order ?? 9) - (positionOf(b)?.order ?? 9));

function Player({ player }: { player: LineupPlayerView }): ReactElement {
  const position = positionOf(player);
  return (
    <li className="kq-lineup-player">
      <span className={`kq-shirt${player.shirtNumber === null ? ' is-position' : ''}`}>
        {player.shirtNumber ?? position?.short ?? '·'}
      </span>
      <span className="kq-lineup-name">
        <PlayerName player={player} />
        {player.position ? <small>{position?.label ?? player.position}</small> : null}
      </span>
      <span className="kq-lineup-marks">
        {Array.from({ length: player.goals }, (_, i) => (
          <IncidentIcon key={`g${i}`} type={IncidentType.goal} />
        ))}
        {player.yellow > 0 ? <IncidentIcon type={IncidentType.yellow} /> : null}
        {player.red > 0 ? <IncidentIcon type={IncidentType.red} /> : null}
        {player.subbedOnMinute ? <em className="kq-sub-in">↑{player.subbedOnMinute}&apos;</em> : null}
        {player.subbedOffMinute ? <em className="kq-sub-out">↓{player.subbedOffMinute}&apos;</em> : null}
      </span>
    </li>
  );
}

type TeamOnPitch = { name: string; colors: [string, string] | null };

/**
 * 阵容: the starting XIs on a pitch in formation when both are complete (else as lists), then the
 * bench, with numbers, positions, goal/card/substitution marks.
 */
export function LineupsTab({
  matchId,
  home,
  away,
  version,
  linkPlayers,
}: {
  matchId: number;
  home: TeamOnPitch;
  away: TeamOnPitch;
  version: number;
  /** The players are the real data set's (a replay), so their names open their 资料库 pages. */
  linkPlayers: boolean;
}): ReactElement {
  const query = usePublicQuery(`/live/fb/match/lineup/${matchId}`, lineups, { v: version });
  if (query.loading && !query.data) return <ListSkeleton rows={5} />;
  if (query.error) return <ErrorState message={query.error} onRetry={query.reload} />;
  const data = query.data;
  if (!data?.available) return <EmptyState title="暂无阵容数据，通常在赛前一小时公布" />;
  const sides = [
    { key: 'home', name: home.name, side: data.home },
    { key: 'away', name: away.name, side: data.away },
  ] as const;
  const homeFormation = formationOf(data.home.starters, (player) => player.position);
  const awayFormation = formationOf(data.away.starters, (player) => player.position);
  const onPitch = homeFormation !== null && awayFormation !== null;
  return (
    <PlayerLinks.Provider value={linkPlayers}>
      <div className="kq-detail-tab" data-testid="tab-lineups">
        {onPitch ? (
          <section className="kq-card kq-detail-card">
            <h3 className="kq-card-title">首发阵容</h3>
            <LineupPitch
              home={{ key: 'home', ...home, formation: homeFormation }}
              away={{ key: 'away', ...away, formation: awayFormation }}
            />
          </section>
        ) : null}
        {(onPitch ? (['bench'] as const) : (['starters', 'bench'] as const)).map((part) => (
          <section key={part} className="kq-card kq-detail-card">
            <h3 className="kq-card-title">{part === 'starters' ? '首发阵容' : '替补阵容'}</h3>
            <div className="kq-lineup-columns">
              {sides.map((s) => (
                <div key={s.key} className={`kq-lineup-column is-${s.key}`}>
                  <h4>{s.name}</h4>
                  <ul>
                    {byPosition(s.side[part]).map((player, index) => (
                      <Player key={`${player.playerId ?? player.name}-${index}`} player={player} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </PlayerLinks.Provider>
  );
}
