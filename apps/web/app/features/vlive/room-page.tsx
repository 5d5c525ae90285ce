import './vlive.css';
import type { ChatEvent, ChatMessage } from '@kanqiu/contract';
import { chooseLiveProtocol, hiddenByFan } from '@kanqiu/domain';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { useRefetch } from '../../lib/use-refetch';
import { GiftBanner, GiftPanel, GiftRankingList, useGiftBanners, type GiftEvent, type RoomGiftsData } from '../gifts';
import { useLiveSocket } from '../live';
import { EmptyState } from '../shell/states';
import { UserIcon } from '../shell';
import { SpoilerReveal, useScoreHidden } from '../spoiler';
import { useChatLines } from './chat-lines';
import { useFanChat } from './fan-chat';
import type { ChatEntrance } from './chat-messages';
import { ChatPanel } from './chat-panel';
import { Danmaku, DanmakuToggle } from './danmaku';
import type { ChatNotice, RoomDetail, RoomPageData } from './data';
import { ReplayList } from './replay-list';
import { browserHasMediaSource } from './match-video-source';
import { applyRoomEvent } from './room-events';
import { anchorLabel, formatViewers, replayPath } from './room-format';
import { useViewerHeartbeat } from './use-viewer-heartbeat';

// The player (and mpegts.js or hls.js behind it) is fetched once the room's page runs in the browser.
const LivePlayer = lazy(() => import('./live-player').then((module) => ({ default: module.LivePlayer })));

const tabs = ['聊天', '主播', '赛况', '贡献榜', '回放'] as const;
type Tab = (typeof tabs)[number];

/** How long a noble's entrance stays over the composer. */
const entranceMs = 6000;

/** The 公告 as served, then as the anchor changes it; the latest noble entrance, for a few seconds. */
function useChatExtras(served: ChatNotice | null) {
  const [notice, setNotice] = useState({ source: served, current: served });
  const [entrance, setEntrance] = useState<ChatEntrance | null>(null);
  useEffect(() => {
    if (!entrance) return;
    const timer = setTimeout(() => setEntrance(null), entranceMs);
    return () => clearTimeout(timer);
  }, [entrance]);
  return {
    notice: notice.source === served ? notice.current : served,
    showNotice: (current: ChatNotice) => setNotice({ source: served, current }),
    entrance,
    showEntrance: setEntrance,
  };
}

type RoomListeners = { onGift: (gift: GiftEvent) => void; onChat: (event: ChatEvent) => void };

/**
 * The room as served, moved on by `room:<id>`; going live refetches for the stream's address, a gift goes
 * to the banners (and refetches the 贡献榜), and `chat:<id>` goes to the chat. A reconnect refetches the room
 * and its chat, which may have moved while the socket was down (an instance died: e2e/cluster/failover.spec.ts).
 */
function useLiveRoom(initial: RoomDetail, { onGift, onChat }: RoomListeners): RoomDetail {
  const [state, setState] = useState({ source: initial, room: initial });
  const room = state.source === initial ? state.room : initial;
  const refetch = useRefetch();
  const topics = [`room:${initial.id}`, `chat:${initial.id}`, ...(initial.match ? [`match:${initial.match.id}`] : [])];
  useLiveSocket(topics, {
    onOpen: (reconnect) => reconnect && void refetch(),
    // A score moved: the room's match comes with the room, so refetch it.
    onDiff: () => void refetch(),
    onEvent: (publication) => {
      if (publication.namespace === 'chat') return onChat(publication.event);
      if (publication.namespace !== 'room' || publication.event.roomId !== initial.id) return;
      const { event } = publication;
      if (event.kind === 'gift') {
        onGift(event);
        return void refetch();
      }
      if (event.kind === 'live') return void refetch();
      setState({ source: initial, room: applyRoomEvent(room, event) });
    },
    onReset: () => void refetch(),
  });
  return room;
}

const danmakuKey = 'kq_danmaku';

const danmakuListeners = new Set<() => void>();

/** 弹幕 on unless the fan turned it off on this device (the server renders it on). */
function useDanmakuSetting(): [boolean, () => void] {
  const on = useSyncExternalStore(
    (listener) => {
      danmakuListeners.add(listener);
      return () => danmakuListeners.delete(listener);
    },
    () => window.localStorage.getItem(danmakuKey) !== 'off',
    () => true,
  );
  const toggle = () => {
    window.localStorage.setItem(danmakuKey, on ? 'off' : 'on');
    for (const listener of danmakuListeners) listener();
  };
  return [on, toggle];
}

const noSubscription = () => () => undefined;

/**
 * The live stream as this viewer plays it: HTTP-FLV from the origin while the stream has fewer viewers than its
 * limit, HLS from the edge beyond it or without MSE (`chooseLiveProtocol`). Chosen once, when the page runs in the
 * browser (the server cannot know MSE), and kept while the count moves; `key` it by the broadcast.
 */
function RoomVideo({ room }: { room: RoomDetail }): ReactElement | null {
  const { publicHosts } = useRootData();
  const [source] = useState(() => {
    const hlsUrl = apiAssetUrl(room.hlsUrl, publicHosts);
    const protocol = chooseLiveProtocol({
      viewers: room.viewerCount,
      flvViewerLimit: room.flvViewerLimit,
      hasMediaSource: browserHasMediaSource(),
      hasHls: hlsUrl !== null,
    });
    const url = protocol === 'hls' ? hlsUrl : apiAssetUrl(room.flvPath, publicHosts);
    return url ? { protocol, url } : null;
  });
  if (!source) return null;
  return (
    <Suspense fallback={null}>
      <LivePlayer protocol={source.protocol} url={source.url} />
    </Suspense>
  );
}

function ScoreBar({ match }: { match: NonNullable<RoomDetail['match']> }): ReactElement {
  const detail = `/live/${match.sport === 'football' ? 'zq' : 'lq'}/detail/${match.id}`;
  const hidden = useScoreHidden(match.id);
  return (
    <Link to={detail} className="kq-vlive-scorebar" data-testid="room-scorebar">
      <span>{match.competition}</span>
      <span>{match.home}</span>
      {hidden ? (
        <SpoilerReveal matchId={match.id} compact />
      ) : (
        <strong>
          {match.homeScore} - {match.awayScore}
        </strong>
      )}
      <span>{match.away}</span>
    </Link>
  );
}

function AnchorCard({ room }: { room: RoomDetail }): ReactElement {
  const { publicHosts } = useRootData();
  const portrait = room.anchor?.portrait ? apiAssetUrl(room.anchor.portrait, publicHosts) : null;
  return (
    <div className="kq-vlive-anchor" data-testid="anchor-card">
      {portrait ? (
        <img className="kq-vlive-avatar is-large" src={portrait} alt="" />
      ) : (
        <span className="kq-vlive-avatar is-large">{anchorLabel(room).slice(0, 1)}</span>
      )}
      <div>
        <h2>{anchorLabel(room)}</h2>
        <p>{room.demo ? '看球直播官方演示直播间，播放内置的演示画面（模拟）' : `直播间：${room.title}`}</p>
        <p>{room.live ? '正在直播' : room.endedAt ? '本场直播已结束' : '尚未开播'}</p>
      </div>
    </div>
  );
}

function TabPane(props: { tab: Exclude<Tab, '聊天'>; room: RoomDetail; gifts: RoomGiftsData }): ReactElement {
  const { tab, room, gifts } = props;
  const navigate = useNavigate();
  if (tab === '主播') return <AnchorCard room={room} />;
  if (tab === '赛况')
    return room.match ? (
      <div className="kq-vlive-pane">
        <ScoreBar match={room.match} />
      </div>
    ) : (
      <EmptyState title="本直播间未关联比赛" />
    );
  if (tab === '贡献榜') return <GiftRankingList ranking={gifts.ranking} />;
  return (
    <ReplayList replays={room.replays} onPick={(replay) => void navigate(replayPath(room.id, replay.startedAt))} />
  );
}

/** `welcome`: the line greeting this viewer (their own, from the room's personal route). */
export function RoomPage({
  data,
  gifts,
  welcome,
}: {
  data: RoomPageData;
  gifts: RoomGiftsData;
  welcome: string | null;
}): ReactElement {
  if (!data.room) return <EmptyState title={data.error ?? '直播间暂不可用'} />;
  return (
    <LiveRoom
      initial={data.room}
      gifts={gifts}
      chat={data.chat}
      chatOlder={data.chatOlder}
      chatError={data.chatError}
      notice={data.notice}
      welcome={welcome}
    />
  );
}

function LiveRoom(props: {
  initial: RoomDetail;
  gifts: RoomGiftsData;
  chat: ChatMessage[];
  chatOlder: boolean;
  chatError: string | null;
  notice: ChatNotice | null;
  welcome: string | null;
}): ReactElement {
  const chat = useChatLines(props.chat);
  const extras = useChatExtras(props.notice);
  const [banners, showGift] = useGiftBanners();
  const room = useLiveRoom(props.initial, {
    onGift: showGift,
    onChat: (event) => {
      if (event.kind === 'notice') extras.showNotice(event.notice);
      else if (event.kind === 'entrance') extras.showEntrance(event.entrance);
      else chat.apply(event);
    },
  });
  const [danmakuOn, toggleDanmaku] = useDanmakuSetting();
  const { user } = useRootData();
  const fan = useFanChat(user, String(room.id));
  const flyingLines = useMemo(
    () => chat.lines.filter((line) => !hiddenByFan(fan.filters, line)),
    [chat.lines, fan.filters],
  );
  const [tab, setTab] = useState<Tab>(room.live ? '聊天' : '回放');
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useViewerHeartbeat(room.id, room.live);
  return (
    <div className="kq-vlive-room">
      <div className="kq-vlive-player">
        <Link to="/vlive/0" className="kq-vlive-back" aria-label="返回">
          ‹
        </Link>
        {room.live && room.flvPath ? (
          inBrowser && <RoomVideo key={room.liveSince} room={room} />
        ) : (
          <div className="kq-vlive-player-note" data-testid="room-offline">
            主播暂时离开
          </div>
        )}
        {danmakuOn && <Danmaku lines={flyingLines} />}
        <GiftBanner gifts={banners} />
        <DanmakuToggle on={danmakuOn} onToggle={toggleDanmaku} />
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
      <div className="kq-vlive-tabpane">
        {tab === '聊天' ? (
          <ChatPanel
            group={String(room.id)}
            loginTo={`/vlive/detail/${room.id}`}
            anchorId={room.anchor?.id ?? null}
            lines={chat.lines}
            hasOlder={props.chatOlder}
            me={user}
            fan={fan}
            error={props.chatError}
            notice={extras.notice}
            welcome={props.welcome}
            entrance={extras.entrance}
            onNotice={extras.showNotice}
            onSent={(message) => chat.apply({ kind: 'message', message })}
            onDeleted={(id) => chat.apply({ kind: 'deleted', id })}
          />
        ) : (
          <TabPane tab={tab} room={room} gifts={props.gifts} />
        )}
      </div>
      <GiftPanel roomId={room.id} data={props.gifts} onSent={showGift} />
    </div>
  );
}
