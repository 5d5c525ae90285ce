// Generated from channels.ts by `npm run generate -w @kanqiu/contract` (scripts/channel-guards.ts): do not
// edit. scripts/channel-guards.test.ts fails when this file no longer matches the catalogue.
import type { Guarded } from './channels';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isShape1 = (value: unknown): boolean =>
  Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && Number.isInteger(value[1]);

const isShape2 = (value: unknown): boolean => Array.isArray(value) && value.every((v0: unknown) => isShape1(v0));

const isShape3 = (value: unknown): boolean =>
  isObject(value) &&
  (value.state === undefined || Number.isInteger(value.state)) &&
  (value.period === undefined || Number.isInteger(value.period) || value.period === null) &&
  (value.periodStartAt === undefined || Number.isInteger(value.periodStartAt) || value.periodStartAt === null) &&
  (value.kickoffAt === undefined || Number.isInteger(value.kickoffAt)) &&
  (value.score === undefined || isShape1(value.score)) &&
  (value.halfTime === undefined || isShape1(value.halfTime) || value.halfTime === null) &&
  (value.extraTime === undefined || isShape1(value.extraTime) || value.extraTime === null) &&
  (value.penalties === undefined || isShape1(value.penalties) || value.penalties === null) &&
  (value.periodScores === undefined || isShape2(value.periodScores) || value.periodScores === null) &&
  (value.red === undefined || isShape1(value.red)) &&
  (value.yellow === undefined || isShape1(value.yellow)) &&
  (value.corners === undefined || isShape1(value.corners));

const isShape4 = (value: unknown): boolean =>
  isObject(value) &&
  typeof value.key === 'string' &&
  Number.isInteger(value.type) &&
  ['home', 'away'].includes(value.side as never) &&
  Number.isInteger(value.period) &&
  Number.isInteger(value.second) &&
  typeof value.minuteLabel === 'string' &&
  (Number.isInteger(value.playerId) || value.playerId === null) &&
  (typeof value.playerName === 'string' || value.playerName === null) &&
  (Number.isInteger(value.relatedPlayerId) || value.relatedPlayerId === null) &&
  (typeof value.relatedPlayerName === 'string' || value.relatedPlayerName === null) &&
  (isShape1(value.score) || value.score === null) &&
  typeof value.cancelled === 'boolean';

const isShape5 = (value: unknown): boolean => Array.isArray(value) && value.every((v0: unknown) => isShape4(v0));

const isShape6 = (value: unknown): boolean => isObject(value) && Object.values(value).every((v0) => isShape1(v0));

const isShape7 = (value: unknown): boolean =>
  isObject(value) && Number.isInteger(value.minute) && isShape6(value.values);

const isShape8 = (value: unknown): boolean =>
  isObject(value) &&
  typeof value.key === 'string' &&
  Number.isInteger(value.type) &&
  (['home', 'away'].includes(value.side as never) || value.side === null) &&
  Number.isInteger(value.period) &&
  typeof value.secondsLeft === 'number' &&
  (Number.isInteger(value.playerId) || value.playerId === null) &&
  (typeof value.playerName === 'string' || value.playerName === null) &&
  (Number.isInteger(value.relatedPlayerId) || value.relatedPlayerId === null) &&
  (typeof value.relatedPlayerName === 'string' || value.relatedPlayerName === null) &&
  Number.isInteger(value.points) &&
  isShape1(value.score);

const isShape9 = (value: unknown): boolean => Array.isArray(value) && value.every((v0: unknown) => isShape8(v0));

const isShape10 = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  typeof value[2] === 'number';

const isShape11 = (value: unknown): boolean =>
  isObject(value) &&
  Number.isInteger(value.companyId) &&
  ['asia', 'euro', 'total'].includes(value.market as never) &&
  ['open', 'pre', 'live'].includes(value.phase as never) &&
  isShape10(value.values) &&
  (Number.isInteger(value.minute) || value.minute === null) &&
  Number.isInteger(value.at);

const isShape12 = (value: unknown): boolean => Array.isArray(value) && value.every((v0: unknown) => isShape11(v0));

const isShape13 = (value: unknown): boolean =>
  isObject(value) &&
  Number.isInteger(value.matchId) &&
  ['football', 'basketball'].includes(value.sport as never) &&
  Number.isInteger(value.competitionId) &&
  Number.isInteger(value.version) &&
  isShape3(value.fields) &&
  isShape5(value.incidents) &&
  (isShape7(value.statistics) || value.statistics === null) &&
  typeof value.lineupsChanged === 'boolean' &&
  isShape9(value.plays) &&
  typeof value.boxScoreChanged === 'boolean' &&
  isShape12(value.odds) &&
  typeof value.lotteryChanged === 'boolean' &&
  typeof value.created === 'boolean';

const isShape14 = (value: unknown): boolean =>
  isObject(value) && value.kind === 'live' && Number.isInteger(value.roomId) && Number.isInteger(value.liveSince);

const isShape15 = (value: unknown): boolean =>
  isObject(value) && value.kind === 'offline' && Number.isInteger(value.roomId) && Number.isInteger(value.endedAt);

const isShape16 = (value: unknown): boolean =>
  isObject(value) && value.kind === 'viewers' && Number.isInteger(value.roomId) && Number.isInteger(value.viewerCount);

const isShape17 = (value: unknown): boolean =>
  isObject(value) &&
  Number.isInteger(value.id) &&
  typeof value.nickName === 'string' &&
  (typeof value.portrait === 'string' || value.portrait === null) &&
  typeof value.anchor === 'boolean';

const isShape18 = (value: unknown): boolean =>
  isObject(value) &&
  Number.isInteger(value.id) &&
  typeof value.group === 'string' &&
  ['text', 'system'].includes(value.kind as never) &&
  typeof value.text === 'string' &&
  typeof value.clientId === 'string' &&
  (isShape17(value.sender) || value.sender === null) &&
  Number.isInteger(value.createdAt);

export const isLiveChannelEvent = (value: unknown): value is Guarded<'liveChannelEvent'> => isShape13(value);

export const isMatchChannelEvent = (value: unknown): value is Guarded<'matchChannelEvent'> => isShape13(value);

export const isRoomChannelEvent = (value: unknown): value is Guarded<'roomChannelEvent'> =>
  isShape14(value) ||
  isShape15(value) ||
  isShape16(value) ||
  (isObject(value) &&
    value.kind === 'gift' &&
    Number.isInteger(value.id) &&
    Number.isInteger(value.roomId) &&
    isObject(value.sender) &&
    Number.isInteger(value.sender.id) &&
    typeof value.sender.nickName === 'string' &&
    (['knight', 'viscount', 'earl', 'marquis', 'duke', 'king', 'emperor'].includes(value.sender.nobleTierId as never) ||
      value.sender.nobleTierId === null) &&
    typeof value.giftId === 'string' &&
    typeof value.giftName === 'string' &&
    ['small', 'medium', 'large', 'full'].includes(value.size as never) &&
    Number.isInteger(value.count) &&
    Number.isInteger(value.coins) &&
    Number.isInteger(value.sentAt));

export const isRoomsChannelEvent = (value: unknown): value is Guarded<'roomsChannelEvent'> =>
  isShape14(value) || isShape15(value) || isShape16(value);

export const isChatChannelEvent = (value: unknown): value is Guarded<'chatChannelEvent'> =>
  (isObject(value) && value.kind === 'message' && isShape18(value.message)) ||
  (isObject(value) && value.kind === 'deleted' && Number.isInteger(value.id)) ||
  (isObject(value) &&
    value.kind === 'notice' &&
    isObject(value.notice) &&
    typeof value.notice.group === 'string' &&
    typeof value.notice.text === 'string' &&
    (Number.isInteger(value.notice.updatedAt) || value.notice.updatedAt === null)) ||
  (isObject(value) &&
    value.kind === 'entrance' &&
    isObject(value.entrance) &&
    typeof value.entrance.text === 'string' &&
    Number.isInteger(value.entrance.userId) &&
    typeof value.entrance.nickName === 'string' &&
    ['knight', 'viscount', 'earl', 'marquis', 'duke', 'king', 'emperor'].includes(value.entrance.nobleTierId as never));

export const isUserChannelEvent = (value: unknown): value is Guarded<'userChannelEvent'> =>
  isObject(value) && Number.isInteger(value.code) && isObject(value.data);

export const isLiveServerMessage = (value: unknown): value is Guarded<'liveServerMessage'> =>
  (isObject(value) && value.op === 'welcome' && Number.isInteger(value.heartbeatMs)) ||
  (isObject(value) &&
    value.op === 'subscribed' &&
    Array.isArray(value.topics) &&
    value.topics.every((v0: unknown) => typeof v0 === 'string') &&
    isObject(value.positions) &&
    Object.values(value.positions).every(
      (v0) =>
        isObject(v0) && typeof v0.epoch === 'string' && Number.isInteger(v0.seq) && typeof v0.recovered === 'boolean',
    ) &&
    isObject(value.refused) &&
    Object.values(value.refused).every((v0) => typeof v0 === 'string')) ||
  (isObject(value) &&
    value.op === 'diff' &&
    typeof value.topic === 'string' &&
    typeof value.epoch === 'string' &&
    Number.isInteger(value.seq) &&
    'data' in value) ||
  (isObject(value) && value.op === 'reset' && typeof value.topic === 'string' && typeof value.epoch === 'string') ||
  (isObject(value) && value.op === 'error' && typeof value.msg === 'string');

export const isChatPage = (value: unknown): value is Guarded<'chatPage'> =>
  isObject(value) &&
  Array.isArray(value.list) &&
  value.list.every((v0: unknown) => isShape18(v0)) &&
  typeof value.next === 'boolean';
