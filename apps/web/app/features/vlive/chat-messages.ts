import type { ChatEvent, ChatMessage } from '@kanqiu/contract';
import { isChatPage } from '@kanqiu/contract/channel-guards';

/** How many lines the room keeps on screen; older ones are dropped as new ones arrive. */
export const chatKeep = 200;

export type ChatEntrance = Extract<ChatEvent, { kind: 'entrance' }>['entrance'];
/** The events that change the lines: a message, a deletion. */
export type ChatLineEvent = Extract<ChatEvent, { kind: 'message' | 'deleted' }>;

/** An older page of /chat/page as lines, oldest first, and whether there are older ones still. */
export function readOlderPage(data: unknown): { lines: ChatMessage[]; next: boolean } | null {
  return isChatPage(data) ? { lines: linesOfPage(data.list), next: data.next } : null;
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
