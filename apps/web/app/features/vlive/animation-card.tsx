import type { AnimationRoom } from '@kanqiu/contract';
import { memo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { basketballStatusLabel } from '../../lib/basketball-status-labels';
import { footballStatusLabel } from '../../lib/status-labels';
import { sideColors } from '../animation';

/** The room of a match's 动画直播, by its sport's path segment. */
export const animationRoomPath = (room: Pick<AnimationRoom, 'id' | 'sport'>): string =>
  `/vlive/anim/${room.sport === 'football' ? 'zq' : 'lq'}/${room.id}`;

/**
 * A 动画直播 room in the list: the drawn pitch or court in the teams' colours, the score and the match's state; served
 * with the list, not drawn again as the live rooms' viewer counts move.
 */
export const AnimationCard = memo(function AnimationCard({ room }: { room: AnimationRoom }): ReactElement {
  const colors = sideColors({ name: room.home, colors: room.homeColors }, { name: room.away, colors: room.awayColors });
  const football = room.sport === 'football';
  const state = football ? footballStatusLabel(room.state) : basketballStatusLabel(room.state);
  return (
    <Link to={animationRoomPath(room)} className="kq-vlive-card is-live is-anim" data-testid="animation-card">
      {/* The pitch or court of the cover is drawn by the style sheet: the list's first screen ships no drawing code. */}
      <div className={`kq-vlive-cover is-anim is-${room.sport}`}>
        <span className="kq-vlive-badge">动画直播</span>
        <span className="kq-vlive-sport">{football ? '足球' : '篮球'}</span>
        <span className="kq-anim-card-score">
          <i style={{ background: colors.home }} />
          <b>
            {room.homeScore} - {room.awayScore}
          </b>
          <i style={{ background: colors.away }} />
        </span>
        <span className="kq-vlive-viewers">{state}</span>
      </div>
      <div className="kq-vlive-card-body">
        <p className="kq-vlive-title">
          {room.home} vs {room.away}
        </p>
        <p className="kq-vlive-meta">
          <span className="kq-vlive-match">{room.competition} · 数据动画</span>
        </p>
      </div>
    </Link>
  );
});
