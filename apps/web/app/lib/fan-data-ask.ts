import { FAN_DATA_PATH, setAskingForFanData, showFanData, type FanData } from './fan-data';

const isFanData = (value: unknown): value is FanData =>
  typeof value === 'object' && value !== null && 'user' in value && 'follows' in value && 'theme' in value;

/**
 * A signed-in fan given the guests' render of a shared page (`page-cache.server.ts`) asks once for their own data:
 * the root's part (the fan, their stars, their theme) from GET /_fan, laid over the root's data of this render;
 * and, through the framework, the data of any route whose answer is the viewer's own (a room's welcome and gift
 * prices). A route that is the same for every viewer says so with `sameForEveryViewer` and is not asked again —
 * the root included — so most pages make no framework request at all. Loaded only by such a fan (root.tsx).
 */
export function askForFanData(base: unknown, revalidate: () => Promise<void>): void {
  setAskingForFanData(true);
  void revalidate().finally(() => setAskingForFanData(false));
  void fetch(FAN_DATA_PATH)
    .then((response) => (response.ok ? response.json() : null))
    .then((fan: unknown) => isFanData(fan) && showFanData(base, fan))
    .catch(() => undefined);
}
