import { appInfo } from '@kanqiu/contract';
import type { ApiClient } from './api.server';

const CACHE_MS = 60_000;
const fallback = { appName: '看球' };

let cached: { value: { appName: string }; at: number } | undefined;

/** App settings from GET /inform/app/info, cached for a minute; '看球' while the API is away. */
export async function loadAppInfo(api: ApiClient, now = Date.now()): Promise<{ appName: string }> {
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const result = await api.get('/inform/app/info', appInfo);
  if (!result.ok) return cached?.value ?? fallback;
  cached = { value: { appName: result.data.appName || fallback.appName }, at: now };
  return cached.value;
}
