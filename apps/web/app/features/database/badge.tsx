import type { ReactElement } from 'react';
import { teamColour, teamInitial } from '../../lib/team-badge';
import { TeamBadge as LiveTeamBadge } from '../live';
import { useTeamColors } from './team-colors';

/** A competition's badge: a shield in its colour with its first character. */
export function CompetitionBadge({
  name,
  color,
  size = 0.8,
}: {
  name: string;
  color: string;
  size?: number;
}): ReactElement {
  return (
    <svg
      className="kq-db-badge"
      viewBox="0 0 40 44"
      width={`${size}rem`}
      height={`${size * 1.1}rem`}
      aria-hidden="true"
    >
      <path d="M20 1 L38 7 V22 C38 33 29 40 20 43 C11 40 2 33 2 22 V7 Z" fill={color} />
      <path
        d="M20 5 L34 10 V22 C34 30 27.5 36 20 39 C12.5 36 6 30 6 22 V10 Z"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
      />
      <text x="20" y="27" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        {Array.from(name)[0] ?? ''}
      </text>
    </svg>
  );
}

/** Below this height (rem) a shield is too small for a letter. */
const LETTERED_FROM = 0.6;

/** A team's shield in its club colours (the live feature's badge), centred in a `size` rem square so names line up. */
export function TeamBadge({ id, name, size = 0.48 }: { id: number | null; name: string; size?: number }): ReactElement {
  const colors = useTeamColors(id);
  return (
    <span className="kq-db-shield" style={{ width: `${size}rem`, height: `${size}rem` }}>
      <LiveTeamBadge
        id={id ?? name.length}
        name={name}
        colors={colors}
        className="kq-db-shield-svg"
        lettered={size >= LETTERED_FROM}
      />
    </span>
  );
}

/** A player's badge: the initial of the name in a circle of a colour derived from the id (the data has no photos). */
export function PlayerBadge({ id, name, size = 0.48 }: { id: number; name: string; size?: number }): ReactElement {
  return (
    <span
      className="kq-db-player-badge"
      style={{
        background: teamColour(id),
        width: `${size}rem`,
        height: `${size}rem`,
        fontSize: `${size * 0.5}rem`,
      }}
      aria-hidden="true"
    >
      {teamInitial(name)}
    </span>
  );
}
