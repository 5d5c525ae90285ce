import type { RoomMatch, RoomSummary } from '@kanqiu/contract';

/** 12345 → "1.2万": the way Chinese stream sites show audiences. */
export { formatCount as formatViewers } from '@kanqiu/domain';

/** "英超 阿森纳 1-0 曼城"; before kick-off the score reads "vs". */
export function matchLine(match: RoomMatch): string {
  const started = match.inPlay || match.homeScore + match.awayScore > 0;
  const score = started ? `${match.homeScore}-${match.awayScore}` : 'vs';
  return `${match.competition} ${match.home} ${score} ${match.away}`;
}

/** A replay's length as "m:ss" or "h:mm:ss". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Epoch seconds as Beijing "MM-DD HH:mm". */
export function formatStartedAt(epochSeconds: number): string {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export const anchorLabel = (room: Pick<RoomSummary, 'demo' | 'anchor'>): string =>
  room.demo ? '演示' : (room.anchor?.nickName ?? '主播');

/** The replay player of a room, at one recording (its `startedAt`) or at the newest. */
export function replayPath(roomId: number, startedAt?: number): string {
  return `/vlive/detail/replay?id=${roomId}${startedAt === undefined ? '' : `&at=${startedAt}`}`;
}
