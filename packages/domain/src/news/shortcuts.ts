/**
 * The news shortcut widget (spec §2): shortcuts saved in local storage under the news navigation list key.
 * Link type 'qz' (圈子) opens a community post by code; 'news' opens an article.
 */
export const NEWS_NAVIGATION_LIST_KEY = 'newsNavigationList';

export const MAX_SHORTCUTS = 20;

export type NewsShortcut = {
  linkType: 'news' | 'qz';
  /** The article id or the post code. */
  id: string;
  /** The column of an article (its route's `{type}`). */
  columnId?: number;
  label: string;
  title: string;
};

export function shortcutHref(shortcut: NewsShortcut): string {
  return shortcut.linkType === 'qz'
    ? `/community/detail?code=${encodeURIComponent(shortcut.id)}`
    : `/news/${shortcut.columnId ?? 1002}/${encodeURIComponent(shortcut.id)}`;
}

const sameTarget = (a: NewsShortcut, b: NewsShortcut) => a.linkType === b.linkType && a.id === b.id;

/** Adds a shortcut in front, once; the oldest fall off past MAX_SHORTCUTS. */
export function addShortcut(list: readonly NewsShortcut[], shortcut: NewsShortcut): NewsShortcut[] {
  return [shortcut, ...list.filter((item) => !sameTarget(item, shortcut))].slice(0, MAX_SHORTCUTS);
}

export function removeShortcut(list: readonly NewsShortcut[], shortcut: NewsShortcut): NewsShortcut[] {
  return list.filter((item) => !sameTarget(item, shortcut));
}

/** What local storage held, keeping only well-formed shortcuts (it may be stale or edited by hand). */
export function parseShortcuts(stored: string | null): NewsShortcut[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is NewsShortcut =>
        typeof item === 'object' &&
        item !== null &&
        ((item as NewsShortcut).linkType === 'news' || (item as NewsShortcut).linkType === 'qz') &&
        typeof (item as NewsShortcut).id === 'string' &&
        typeof (item as NewsShortcut).label === 'string' &&
        typeof (item as NewsShortcut).title === 'string',
    );
  } catch {
    return [];
  }
}
