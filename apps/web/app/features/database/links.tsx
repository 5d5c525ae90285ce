import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  basketballPlayerPath,
  basketballTeamPath,
  competitionPath,
  playerPath,
  teamPath,
} from '../../lib/database-paths';

export { basketballPlayerPath, basketballTeamPath, competitionPath, playerPath, teamPath };

/** A team's name, a link to its page when it has one. */
export function TeamName({
  team,
  competition,
  sport = 'football',
}: {
  team: { id: number | null; name: string };
  competition?: number;
  sport?: 'football' | 'basketball';
}): ReactElement {
  if (team.id === null) return <span className="kq-db-name">{team.name}</span>;
  return (
    <Link
      className="kq-db-name is-link"
      to={sport === 'basketball' ? basketballTeamPath(team.id) : teamPath(team.id, competition)}
    >
      {team.name}
    </Link>
  );
}

export function PlayerName({
  player,
  sport = 'football',
}: {
  player: { id: number; name: string };
  sport?: 'football' | 'basketball';
}): ReactElement {
  return (
    <Link
      className="kq-db-name is-link"
      to={sport === 'basketball' ? basketballPlayerPath(player.id) : playerPath(player.id)}
    >
      {player.name}
    </Link>
  );
}
