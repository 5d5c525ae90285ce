import type { ReactElement } from 'react';
import { EmptyState } from '../shell/states';
import type { RoomReplay } from './data';
import { formatDuration, formatStartedAt } from './room-format';

type ReplayListProps = { replays: RoomReplay[]; playing?: string | null; onPick(replay: RoomReplay): void };

export function ReplayList({ replays, playing, onPick }: ReplayListProps): ReactElement {
  if (replays.length === 0) return <EmptyState title="暂无回放" />;
  return (
    <ul className="kq-vlive-replays" data-testid="replay-list">
      {replays.map((replay) => (
        <li key={replay.playlistPath} className={playing === replay.playlistPath ? 'is-playing' : ''}>
          <button type="button" onClick={() => onPick(replay)}>
            ▶ {formatStartedAt(replay.startedAt)} 的直播
          </button>
          <small>{formatDuration(replay.durationSeconds)}</small>
        </li>
      ))}
    </ul>
  );
}
