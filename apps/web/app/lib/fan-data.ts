import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@kanqiu/contract';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The part of the root's data that is the viewer's own (lib/fan-data.server.ts makes it). */
export type FanData = { user: UserInfo | null; follows: number[] | null; theme: string };

/** Where a fan given the guests' render asks for their own part (answered before the framework). */
export const FAN_DATA_PATH = '/_fan';

/** The fan's part, laid over the root's data of the render it was asked for (a later revalidation replaces both). */
export type FanOverlay = { base: unknown; fan: FanData };

let overlay: FanOverlay | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The fan's part once it has come; null on the server and while hydrating, so hydration matches. */
export const useFanOverlay = (): FanOverlay | null =>
  useSyncExternalStore(
    subscribe,
    () => overlay,
    () => null,
  );

/** The root's data with the fan's part laid over it, if that part was asked for this very render of the root. */
export const overlaid = <T extends object>(base: T, over: FanOverlay | null): T | (T & FanData) =>
  over?.base === base ? { ...base, ...over.fan } : base;

const isFanData = (value: unknown): value is FanData =>
  typeof value === 'object' && value !== null && 'user' in value && 'follows' in value && 'theme' in value;

/** Whether the revalidation in flight is a signed-in fan's one ask for their own data on a shared page. */
let askingForFanData = false;

/**
 * A signed-in fan given the guests' render of a shared page (`page-cache.server.ts`) asks once for their own data:
 * the root's part (the fan, their stars, their theme) from GET /_fan, laid over the root's data of this render;
 * and, through the framework, the data of any route whose answer is the viewer's own (a room's welcome and gift
 * prices). A route that is the same for every viewer says so with `sameForEveryViewer` and is not asked again —
 * the root included — so most pages make no framework request at all.
 */
export function askForFanData(base: unknown, revalidate: () => Promise<void>): void {
  askingForFanData = true;
  void revalidate().finally(() => (askingForFanData = false));
  void fetch(FAN_DATA_PATH, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((fan: unknown) => {
      if (!isFanData(fan)) return;
      overlay = { base, fan };
      for (const listener of listeners) listener();
    })
    .catch(() => undefined);
}

/** `shouldRevalidate` of a route whose data is the same for every viewer (the root's own part comes from /_fan). */
export const sameForEveryViewer = ({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
  !askingForFanData && defaultShouldRevalidate;
