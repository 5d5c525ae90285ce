import { isBasketballLive } from '../sport/basketball/status';
import { isFootballLive } from '../sport/football/status';

/** The tabs of /vlive/{type}: 推荐 shows every room, the others one category. */
export const RoomListType = { recommended: 0, football: 1, basketball: 2, general: 3 } as const;

export type RoomListTypeCode = (typeof RoomListType)[keyof typeof RoomListType];

/** A room's own category: the list types but 推荐. */
export const roomCategories = [RoomListType.football, RoomListType.basketball, RoomListType.general] as const;

export type RoomCategory = (typeof roomCategories)[number];

export const roomCategoryNames: Record<RoomCategory, string> = { 1: '足球', 2: '篮球', 3: '综合' };

export type RoomSport = 'football' | 'basketball';

export const roomCategoryOfSport = (sport: RoomSport): RoomCategory =>
  sport === 'football' ? RoomListType.football : RoomListType.basketball;

/** null: the list type shows every category. */
export const roomCategoryOfListType = (type: RoomListTypeCode): RoomCategory | null =>
  type === RoomListType.recommended ? null : type;

export const isMatchInPlay = (sport: RoomSport, state: number): boolean =>
  sport === 'football' ? isFootballLive(state) : isBasketballLive(state);

/** A watching page sends a heartbeat this often; a viewer unheard of for the window no longer counts. */
export const roomHeartbeatSeconds = 15;
export const roomViewerWindowSeconds = 40;
