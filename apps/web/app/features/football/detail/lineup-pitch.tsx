import type { LineupPlayerView } from '@kanqiu/contract';
import { IncidentType, type Formation } from '@kanqiu/domain';
import type { CSSProperties, ReactElement } from 'react';
import { PlayerName } from './player-name';
import { IncidentIcon } from './incident-icon';

export type PitchSide = {
  key: 'home' | 'away';
  name: string;
  /** Primary and secondary club colours, or null for the house colours. */
  colors: [string, string] | null;
  formation: Formation<LineupPlayerView>;
};

const houseColors: Record<PitchSide['key'], [string, string]> = {
  home: ['#e8452c', '#ffffff'],
  away: ['#2f6fec', '#ffffff'],
};

function PitchPlayer({ player }: { player: LineupPlayerView }): ReactElement {
  return (
    <li className="kq-pitch-player" data-testid="pitch-player">
      <span className="kq-pitch-shirt">
        {player.shirtNumber ?? ''}
        {player.goals > 0 ? (
          <i className="kq-pitch-goal">
            <IncidentIcon type={IncidentType.goal} />
            {player.goals > 1 ? <b>{player.goals}</b> : null}
          </i>
        ) : null}
        {player.red > 0 || player.yellow > 0 ? (
          <i className="kq-pitch-card">
            <IncidentIcon type={player.red > 0 ? IncidentType.red : IncidentType.yellow} />
          </i>
        ) : null}
        {player.subbedOffMinute ? <em className="kq-pitch-sub">↓{player.subbedOffMinute}&apos;</em> : null}
      </span>
      <PlayerName className="kq-pitch-name" player={player} />
    </li>
  );
}

function Half({ side }: { side: PitchSide }): ReactElement {
  const [primary, secondary] = side.colors ?? houseColors[side.key];
  const style = { '--kq-shirt': primary, '--kq-shirt-text': secondary } as CSSProperties;
  return (
    <div className={`kq-pitch-half is-${side.key}`} style={style} data-testid={`pitch-${side.key}`}>
      <span className="kq-pitch-label">
        {side.name} <b>{side.formation.name}</b>
      </span>
      {side.formation.lines.map((line, index) => (
        <ol key={index} className="kq-pitch-line">
          {line.map((player, at) => (
            <PitchPlayer key={`${player.playerId ?? player.name}-${at}`} player={player} />
          ))}
        </ol>
      ))}
    </div>
  );
}

/** The starting XIs on a pitch in their formations: the home side attacks down, the away side up. */
export function LineupPitch({ home, away }: { home: PitchSide; away: PitchSide }): ReactElement {
  return (
    <div className="kq-pitch" data-testid="lineup-pitch">
      <svg className="kq-pitch-markings" viewBox="0 0 68 105" preserveAspectRatio="none" aria-hidden="true">
        <rect x="1" y="1" width="66" height="103" />
        <line x1="1" y1="52.5" x2="67" y2="52.5" />
        <circle cx="34" cy="52.5" r="9.15" />
        <rect x="13.85" y="1" width="40.3" height="16.5" />
        <rect x="24.85" y="1" width="18.3" height="5.5" />
        <rect x="13.85" y="87.5" width="40.3" height="16.5" />
        <rect x="24.85" y="98.5" width="18.3" height="5.5" />
      </svg>
      <Half side={home} />
      <Half side={away} />
    </div>
  );
}
