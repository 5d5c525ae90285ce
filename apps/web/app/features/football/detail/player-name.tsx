import type { LineupPlayerView } from '@kanqiu/contract';
import { createContext, useContext, type ReactElement } from 'react';
import { Link } from 'react-router';
import { playerPath } from '../../database';

/** Whether the lineup's player ids are the real data set's, so each name can open the player's page. */
export const PlayerLinks = createContext(false);

/** A lineup name: a link to the player's 资料库 page when the player is one of the real data set's. */
export function PlayerName({ player, className }: { player: LineupPlayerView; className?: string }): ReactElement {
  if (!useContext(PlayerLinks) || player.playerId === null) return <b className={className}>{player.name}</b>;
  return (
    <Link className={className} to={playerPath(player.playerId)} data-testid="lineup-player-link">
      <b>{player.name}</b>
    </Link>
  );
}
