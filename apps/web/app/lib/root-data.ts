import type { UserInfo } from '@kanqiu/contract';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { fanPartOver, overlaid, useFanOverlay, type FanData } from './fan-data';
import type { ApiHosts } from './api-hosts';
import { defaultSpoilerSettings, type FourthTab, type SpoilerSettings } from '@kanqiu/domain';
import { DEFAULT_THEME } from './theme';

/** What the root loader gives every page: the session and the app settings. */
export type RootData = {
  user: UserInfo | null;
  /** The signed-in fan's followed match ids (the stars of every list and header); null for a guest. */
  follows: number[] | null;
  appName: string;
  fourthTab: FourthTab;
  theme: string;
  bannerClosed: boolean;
  publicHosts: ApiHosts;
  /** The operator's developer-tool blocking (WEB_BLOCK_DEVTOOLS). */
  blockDevtools: boolean;
  /** 防剧透 from its cookie, so hidden scores are never rendered (features/spoiler). */
  spoiler: SpoilerSettings;
};

export const fallbackRootData: RootData = {
  user: null,
  follows: null,
  appName: '看球',
  fourthTab: 'ChatGPT',
  theme: DEFAULT_THEME,
  bannerClosed: false,
  publicHosts: { main: '', live: '', im: '' },
  blockDevtools: false,
  spoiler: defaultSpoilerSettings,
};

/**
 * Root data; the fallback while an error page renders without it. On the guests' render of a shared page, a
 * signed-in fan's own part is laid over it once it has come (lib/fan-data.ts), until the root is loaded again.
 */
export function useRootData(): RootData {
  const base = useRouteLoaderData<RootData>('root') ?? fallbackRootData;
  const overlay = useFanOverlay();
  return useMemo(() => overlaid(base, overlay), [base, overlay]);
}

/** The viewer's own part of this page when it came from /_fan (the guests' render given to a fan), else null. */
export function useFanPart(): FanData | null {
  const base = useRouteLoaderData<RootData>('root') ?? fallbackRootData;
  return fanPartOver(base, useFanOverlay());
}
