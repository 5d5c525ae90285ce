import { describe, expect, it } from 'vitest';
import { requestKind } from './metrics.server';

describe('what the web counts a request as', () => {
  it('tells pages, their data, form posts and files apart', () => {
    expect(requestKind('GET', '/live/zq/detail/12')).toBe('page');
    expect(requestKind('GET', '/news/1002/')).toBe('page');
    expect(requestKind('GET', '/live/hot.data')).toBe('data');
    expect(requestKind('POST', '/live/hot')).toBe('action');
    expect(requestKind('GET', '/assets/root-3fa2.js')).toBe('file');
    expect(requestKind('HEAD', '/manifest.webmanifest')).toBe('file');
  });
});
