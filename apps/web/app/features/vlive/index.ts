/** The 直播 screens: room lists, a room with its player, replays and today's streamed matches. */
export { RoomListPage } from './room-list-page';
export { StreamedMatchesPage } from './streamed-matches-page';
export { ReplayPage } from './replay-page';
export { RoomPage } from './room-page';
export { BroadcastPage } from './broadcast-page';
export { WatchAnimationEntry, WatchLiveEntry } from './watch-live-entry';
export { MatchVideoStage } from './match-video-stage';
export type { MatchVideo } from './data';
export { formatDuration, replayPath } from './room-format';
export { GroupChatTab } from './group-chat-lazy';
export { SportChatEntry } from './sport-chat-entry';
export { isChatSend } from './chat-send';
export { afterRoomPost, isModeration } from './room-revalidation';
