import type { RoomSummary } from '@kanqiu/contract';
import { memo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { RoomCover } from './room-cover';
import { anchorLabel, matchLine } from './room-format';

/**
 * A room's card. The list follows `rooms:list` (a viewer count every few seconds): a card whose room did not move
 * keeps its object and is not drawn again.
 */
export const RoomCard = memo(function RoomCard({
  room,
  firstScreen,
}: {
  room: RoomSummary;
  firstScreen?: boolean;
}): ReactElement {
  return (
    <Link
      to={`/vlive/detail/${room.id}`}
      className={room.live ? 'kq-vlive-card is-live' : 'kq-vlive-card'}
      data-testid="room-card"
      data-live={room.live}
    >
      <RoomCover room={room} firstScreen={firstScreen} />
      <div className="kq-vlive-card-body">
        <p className="kq-vlive-title">{room.title}</p>
        <p className="kq-vlive-meta">
          <span className={room.demo ? 'kq-vlive-anchor is-demo' : 'kq-vlive-anchor'}>{anchorLabel(room)}</span>
          {room.match && <span className="kq-vlive-match">{matchLine(room.match)}</span>}
        </p>
      </div>
    </Link>
  );
});
