import type { ChatEvent, ChatMessage } from '@kanqiu/contract';
import { nobleTierIds, type NobleTierId } from '@kanqiu/domain';

/** How many lines the room keeps on screen; older ones are dropped as new ones arrive. */
export const chatKeep = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readSender(raw: unknown): ChatMessage['sender'] | undefined {
  if (raw === null) return null;
  if (!isRecord(raw) || typeof raw.id !== 'number' || typeof raw.nickName !== 'string') return undefined;
  return {
    id: raw.id,
    nickName: raw.nickName,
    portrait: typeof raw.portrait === 'string' ? raw.portrait : null,
    anchor: raw.anchor === true,
  };
}

/** A message as the API sends it, checked for what the page reads (zod stays out of the page's JS). */
export function readChatMessage(m: unknown): ChatMessage | null {
  if (!isRecord(m)) return null;
  const sender = readSender(m.sender);
  if (typeof m.id !== 'number' || typeof m.text !== 'string' || typeof m.createdAt !== 'number' || sender === undefined)
    return null;
  return {
    id: m.id,
    group: typeof m.group === 'string' ? m.group : '',
    kind: m.kind === 'system' ? 'system' : 'text',
    text: m.text,
    clientId: typeof m.clientId === 'string' ? m.clientId : '',
    sender,
    createdAt: m.createdAt,
  };
}

type ChatNotice = Extract<ChatEvent, { kind: 'notice' }>['notice'];
export type ChatEntrance = Extract<ChatEvent, { kind: 'entrance' }>['entrance'];
/** The events that change the lines: a message, a deletion. */
export type ChatLineEvent = Extract<ChatEvent, { kind: 'message' | 'deleted' }>;

function readNotice(raw: unknown): ChatNotice | null {
  if (!isRecord(raw) || typeof raw.text !== 'string') return null;
  return {
    group: typeof raw.group === 'string' ? raw.group : '',
    text: raw.text,
    updatedAt: typeof raw.updatedAt === 'number' ? raw.updatedAt : null,
  };
}

const isTierId = (value: unknown): value is NobleTierId => (nobleTierIds as readonly unknown[]).includes(value);

function readEntrance(raw: unknown): ChatEntrance | null {
  if (!isRecord(raw) || typeof raw.text !== 'string' || typeof raw.userId !== 'number') return null;
  if (typeof raw.nickName !== 'string' || !isTierId(raw.nobleTierId)) return null;
  return { text: raw.text, userId: raw.userId, nickName: raw.nickName, nobleTierId: raw.nobleTierId };
}

/** A `chat:<group>` event. */
export function readChatEvent(data: Record<string, unknown>): ChatEvent | null {
  if (data.kind === 'deleted') return typeof data.id === 'number' ? { kind: 'deleted', id: data.id } : null;
  if (data.kind === 'notice') {
    const notice = readNotice(data.notice);
    return notice && { kind: 'notice', notice };
  }
  if (data.kind === 'entrance') {
    const entrance = readEntrance(data.entrance);
    return entrance && { kind: 'entrance', entrance };
  }
  const message = data.kind === 'message' ? readChatMessage(data.message) : null;
  return message && { kind: 'message', message };
}

/** An older page of /chat/page as lines, oldest first, and whether there are older ones still. */
export function readOlderPage(data: unknown): { lines: ChatMessage[]; next: boolean } | null {
  if (!isRecord(data) || !Array.isArray(data.list)) return null;
  const list = data.list.map(readChatMessage);
  if (list.some((m) => m === null)) return null;
  return { lines: linesOfPage(list as ChatMessage[]), next: data.next === true };
}

/** The lines after an event, oldest first: a message already shown (by id) is not shown twice. */
export function applyChatEvent(lines: readonly ChatMessage[], event: ChatLineEvent): ChatMessage[] {
  if (event.kind === 'deleted') return lines.filter((line) => line.id !== event.id);
  if (lines.some((line) => line.id === event.message.id)) return [...lines];
  const next = [...lines, event.message].sort((a, b) => a.id - b.id);
  return next.slice(-chatKeep);
}

/** A history page (newest first, as the API sends it) as lines, oldest first. */
export const linesOfPage = (page: readonly ChatMessage[]): ChatMessage[] => [...page].reverse();

/** Danmaku run in a few lanes over the video; a line takes the lane after the previous one's. */
export const danmakuLanes = 4;
export const laneOf = (messageId: number): number => messageId % danmakuLanes;
