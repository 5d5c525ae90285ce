import { matchPath } from 'react-router';
import type { FourthTab } from '@kanqiu/domain';

export type TabKey = 'live' | 'news' | 'vlive' | FourthTab | 'user';

export type TabItem = { key: TabKey; label: string; to: string };

/** The bottom bar, left to right (spec §2). The fourth slot depends on the build. */
export function tabItems(fourthTab: FourthTab): TabItem[] {
  return [
    { key: 'live', label: '比分', to: '/live/hot' },
    { key: 'news', label: '头条', to: '/news/1002/' },
    { key: 'vlive', label: '直播', to: '/vlive/0' },
    fourthTab === 'message'
      ? { key: 'message', label: '消息', to: '/message' }
      : { key: 'ChatGPT', label: 'AI', to: '/ChatGPT' },
    { key: 'user', label: '我的', to: '/user' },
  ];
}

/**
 * Highlight rules by route (spec §2). The news list itself (/news/:type) is not in the spec's
 * table but is the headlines tab's own page, so it highlights headlines too.
 */
const highlightRules: ReadonlyArray<{ tab: TabKey; patterns: readonly string[] }> = [
  { tab: 'live', patterns: ['/live', '/live/hot', '/live/zq/:type?', '/live/lq/:type?'] },
  { tab: 'news', patterns: ['/', '/news/:type', '/database', '/community', '/community/list', '/proposal'] },
  { tab: 'vlive', patterns: ['/vlive/match', '/vlive/:type?'] },
  { tab: 'message', patterns: ['/message'] },
  { tab: 'ChatGPT', patterns: ['/ChatGPT'] },
  { tab: 'user', patterns: ['/user'] },
];

/** The tab to highlight on a page, or null on pages outside the bar's routes. */
export function activeTab(pathname: string): TabKey | null {
  for (const rule of highlightRules) {
    // Case-insensitive, like the router itself: /chatgpt renders the /ChatGPT page.
    if (rule.patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname))) {
      return rule.tab;
    }
  }
  return null;
}
