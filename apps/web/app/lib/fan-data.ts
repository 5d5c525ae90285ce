import type { giftCatalogue, UserInfo } from '@kanqiu/contract';
import type { z } from 'zod';
import { externalValue } from './stores/external-value';

/** A room's part that is the viewer's own: the line greeting them, the gifts at their price with their balances. */
export type RoomFanPart = { welcome: string | null; catalogue: z.infer<typeof giftCatalogue> | null };

/**
 * What a page holds of the viewer's own (lib/fan-data.server.ts makes it): the root's part, and the page's own
 * where it has one (a room's).
 */
export type FanData = { user: UserInfo | null; follows: number[] | null; theme: string; room?: RoomFanPart };

/** Where a fan given the guests' render asks for their own part (answered before the framework). */
export const FAN_DATA_PATH = '/_fan';

/** The fan's part, laid over the root's data of the render it was asked for (a later revalidation replaces both). */
export type FanOverlay = { base: unknown; fan: FanData };

const overlay = externalValue<FanOverlay | null>(null, null);

/** The fan's part once it has come; null on the server and while hydrating, so hydration matches. */
export const useFanOverlay = overlay.use;

/** The fan's part, if it was asked for this very render of the root (a later load of the root replaces it). */
export const fanPartOver = (base: unknown, over: FanOverlay | null): FanData | null =>
  over !== null && over.base === base ? over.fan : null;

/** The root's data with the fan's part laid over it, if that part was asked for this very render of the root. */
export const overlaid = <T extends object>(base: T, over: FanOverlay | null): T => {
  const fan = fanPartOver(base, over);
  return fan ? { ...base, user: fan.user, follows: fan.follows, theme: fan.theme } : base;
};

/** Lays the fan's part over the root's data of the render it was asked for (lib/fan-data-ask.ts). */
export const showFanData = (base: unknown, fan: FanData): void => overlay.set({ base, fan });
