import type { UserInfo } from '@kanqiu/contract';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { externalValue } from './stores/external-value';

/** The part of the root's data that is the viewer's own (lib/fan-data.server.ts makes it). */
export type FanData = { user: UserInfo | null; follows: number[] | null; theme: string };

/** Where a fan given the guests' render asks for their own part (answered before the framework). */
export const FAN_DATA_PATH = '/_fan';

/** The fan's part, laid over the root's data of the render it was asked for (a later revalidation replaces both). */
export type FanOverlay = { base: unknown; fan: FanData };

const overlay = externalValue<FanOverlay | null>(null, null);

/** The fan's part once it has come; null on the server and while hydrating, so hydration matches. */
export const useFanOverlay = overlay.use;

/** The root's data with the fan's part laid over it, if that part was asked for this very render of the root. */
export const overlaid = <T extends object>(base: T, over: FanOverlay | null): T | (T & FanData) =>
  over?.base === base ? { ...base, ...over.fan } : base;

/** Lays the fan's part over the root's data of the render it was asked for (lib/fan-data-ask.ts). */
export const showFanData = (base: unknown, fan: FanData): void => overlay.set({ base, fan });

/** Whether the revalidation in flight is a signed-in fan's one ask for their own data on a shared page. */
let askingForFanData = false;
export const setAskingForFanData = (asking: boolean): void => void (askingForFanData = asking);

/** `shouldRevalidate` of a route whose data is the same for every viewer (the root's own part comes from /_fan). */
export const sameForEveryViewer = ({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
  !askingForFanData && defaultShouldRevalidate;
