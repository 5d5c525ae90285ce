import { takeHandedOverException } from './api-exception';
import { FAN_DATA_PATH, showFanData, type FanData } from './fan-data';

const isFanData = (value: unknown): value is FanData =>
  typeof value === 'object' && value !== null && 'user' in value && 'follows' in value && 'theme' in value;

/**
 * A signed-in fan given the guests' render of a shared page (`page-cache.server.ts`) asks once for their own part
 * of it from GET /_fan: the root's (the fan, their stars, their theme) and the page's (a room's welcome and gift
 * prices), laid over the root's data of this render; the framework is asked for nothing. Loaded only by such a
 * fan (root.tsx).
 */
export function askForFanData(base: unknown): void {
  void fetch(`${FAN_DATA_PATH}?page=${encodeURIComponent(location.pathname)}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((fan: unknown) => {
      if (isFanData(fan)) showFanData(base, fan);
      // A session the API no longer knows comes back cleared, with its exception handed over in a cookie.
      takeHandedOverException();
    })
    .catch(() => undefined);
}
