import './vlive.css';
import { useState, type ReactElement } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { EmptyState, useLiveSocket } from '../live';
import { UserIcon } from '../shell';
import type { RoomDetail, RoomPageData } from './data';
import { FlvPlayer } from './flv-player';
import { ReplayList } from './replay-list';
import { applyRoomEvent, readRoomEvent } from './room-events';
import { anchorLabel, formatViewers } from './room-format';
import { useViewerHeartbeat } from './use-viewer-heartbeat';

const tabs = ['聊天', '主播', '赛况', '回放'] as const;
type Tab = (typeof tabs)[number];

/** The room as served, moved on by `room:<id>`; going live refetches for the stream's address. */
function useLiveRoom(initial: RoomDetail): RoomDetail {
  const [state, setState] = useState({ source: initial, room: initial });
  const room = state.source === initial ? state.room : initial;
  const revalidator = useRevalidator();
  const topics = [`room:${initial.id}`, ...(initial.match ? [`match:${initial.match.id}`] : [])];
  useLiveSocket(topics, {
    // A score moved: the room's match comes with the room, so refetch it.
    onDiff: () => void revalidator.revalidate(),
    onEvent: (_topic, data) => {
      const event = readRoomEvent(data);
      if (!event || event.roomId !== initial.id) return;
      if (event.kind === 'live') return void revalidator.revalidate();
      setState({ source: initial, room: applyRoomEvent(room, event) });
    },
    onReset: () => void revalidator.revalidate(),
  });
  return room;
}

function ScoreBar({ match }: { match: NonNullable<RoomDetail['match']> }): ReactElement {
  const detail = `/live/${match.sport === 'football' ? 'zq' : 'lq'}/detail/${match.id}`;
  return (
    <Link to={detail} className="kq-vlive-scorebar" data-testid="room-scorebar">
      <span>{match.competition}</span>
      <span>{match.home}</span>
      <strong>
        {match.homeScore} - {match.awayScore}
      </strong>
      <span>{match.away}</span>
    </Link>
  );
}

function TabPane({ tab, room }: { tab: Tab; room: RoomDetail }): ReactElement {
  const navigate = useNavigate();
  if (tab === '聊天') return <EmptyState title="聊天室即将开放，敬请期待" />;
  if (tab === '主播')
    return (
      <div className="kq-vlive-pane">
        {room.demo ? '这是看球直播的演示直播间，播放内置的演示画面。' : `主播：${anchorLabel(room)}`}
      </div>
    );
  if (tab === '赛况')
    return room.match ? (
      <div className="kq-vlive-pane">
        <ScoreBar match={room.match} />
      </div>
    ) : (
      <EmptyState title="本直播间未关联比赛" />
    );
  return <ReplayList replays={room.replays} onPick={() => void navigate(`/vlive/detail/replay?id=${room.id}`)} />;
}

export function RoomPage({ data }: { data: RoomPageData }): ReactElement {
  if (!data.room) return <EmptyState title={data.error ?? '直播间暂不可用'} />;
  return <LiveRoom initial={data.room} />;
}

function LiveRoom({ initial }: { initial: RoomDetail }): ReactElement {
  const room = useLiveRoom(initial);
  const { publicHosts } = useRootData();
  const [tab, setTab] = useState<Tab>(room.live ? '聊天' : '回放');
  const flvUrl = room.live ? apiAssetUrl(room.flvPath, publicHosts) : null;
  useViewerHeartbeat(room.id, room.live);
  return (
    <div className="kq-vlive-room">
      <div className="kq-vlive-player">
        <Link to="/vlive/0" className="kq-vlive-back" aria-label="返回">
          ‹
        </Link>
        {flvUrl ? (
          <FlvPlayer url={flvUrl} />
        ) : (
          <div className="kq-vlive-player-note" data-testid="room-offline">
            主播暂时离开
          </div>
        )}
      </div>
      {room.match && <ScoreBar match={room.match} />}
      <div className="kq-vlive-info">
        <span className="kq-vlive-avatar">{anchorLabel(room).slice(0, 1)}</span>
        <div>
          <h1>{room.title}</h1>
          <p>
            {anchorLabel(room)} · <UserIcon /> {formatViewers(room.viewerCount)}
          </p>
        </div>
      </div>
      <nav className="kq-vlive-tabs is-room" aria-label="直播间">
        {tabs.map((name) => (
          <button key={name} type="button" className={tab === name ? 'is-active' : ''} onClick={() => setTab(name)}>
            {name}
          </button>
        ))}
      </nav>
      <TabPane tab={tab} room={room} />
    </div>
  );
}
