import { describe, expect, it } from 'vitest';
import {
  addShortcut,
  MAX_SHORTCUTS,
  parseShortcuts,
  removeShortcut,
  shortcutHref,
  type NewsShortcut,
} from './shortcuts';
import { articleColumns, homeColumnOf, newsColumns, VIDEO_COLUMN_ID } from './columns';

const article: NewsShortcut = { linkType: 'news', id: '12', columnId: 1005, label: '英超', title: '阿森纳2-1切尔西' };
const post: NewsShortcut = { linkType: 'qz', id: 'abc', label: '圈子', title: '帖子' };

describe('news shortcuts', () => {
  it('links an article to its column and a qz shortcut to the community detail', () => {
    expect(shortcutHref(article)).toBe('/news/1005/12');
    expect(shortcutHref(post)).toBe('/community/detail?code=abc');
  });

  it('adds once, newest first, bounded, and removes', () => {
    const list = addShortcut(addShortcut([article], post), article);
    expect(list).toEqual([article, post]);
    expect(removeShortcut(list, article)).toEqual([post]);
    let many: NewsShortcut[] = [];
    for (let i = 0; i < MAX_SHORTCUTS + 5; i += 1) many = addShortcut(many, { ...article, id: String(i) });
    expect(many).toHaveLength(MAX_SHORTCUTS);
  });

  it('keeps only well-formed stored shortcuts', () => {
    expect(parseShortcuts(null)).toEqual([]);
    expect(parseShortcuts('not json')).toEqual([]);
    expect(parseShortcuts(JSON.stringify([article, { id: 1 }, post]))).toEqual([article, post]);
  });
});

describe('news columns', () => {
  it('starts with 头条 and files a league article under its league', () => {
    expect(newsColumns[0]!.name).toBe('头条');
    expect(homeColumnOf('football', 1).name).toBe('英超');
    expect(homeColumnOf('football', 9).name).toBe('足球');
    expect(homeColumnOf('basketball', 101).name).toBe('NBA');
  });

  it('ends with 视频, which lists replays and files no article', () => {
    expect(newsColumns.at(-1)).toMatchObject({ id: VIDEO_COLUMN_ID, name: '视频', videos: true });
    expect(articleColumns.map((column) => column.name)).not.toContain('视频');
  });
});
