import { describe, expect, it } from 'vitest';
import { activeTab, tabItems } from './tab-bar';

describe('activeTab', () => {
  it.each([
    ['/', 'news'],
    ['/live/hot', 'live'],
    ['/live/zq', 'live'],
    ['/live/zq/2', 'live'],
    ['/live/lq', 'live'],
    ['/live/lq/1', 'live'],
    ['/news/1002/', 'news'],
    ['/news/1002', 'news'],
    ['/database', 'news'],
    ['/community', 'news'],
    ['/community/list', 'news'],
    ['/proposal', 'news'],
    ['/vlive', 'vlive'],
    ['/vlive/0', 'vlive'],
    ['/vlive/match', 'vlive'],
    ['/message', 'message'],
    ['/ChatGPT', 'ChatGPT'],
    ['/user', 'user'],
    ['/user/', 'user'],
    ['/chatgpt', 'ChatGPT'],
  ] as const)('%s highlights %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });

  it.each(['/user/set', '/user/login', '/live/zq/detail/9', '/vlive/detail/3', '/news/1002/77', '/download'])(
    '%s highlights nothing',
    (path) => {
      expect(activeTab(path)).toBeNull();
    },
  );
});

describe('tabItems', () => {
  it('lists the five tabs with the spec routes', () => {
    expect(tabItems('ChatGPT').map((t) => t.to)).toEqual(['/live/hot', '/news/1002/', '/vlive/0', '/ChatGPT', '/user']);
    expect(tabItems('message')[3]).toEqual({ key: 'message', label: '消息', to: '/message' });
  });
});
