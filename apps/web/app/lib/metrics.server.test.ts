import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWebMetrics, requestKind } from './metrics.server';

describe('what the web counts a request as', () => {
  it('tells pages, their data, form posts and files apart', () => {
    expect(requestKind('GET', '/live/zq/detail/12')).toBe('page');
    expect(requestKind('GET', '/news/1002/')).toBe('page');
    expect(requestKind('GET', '/live/hot.data')).toBe('data');
    expect(requestKind('GET', '/_fan')).toBe('data');
    expect(requestKind('POST', '/live/hot')).toBe('action');
    expect(requestKind('GET', '/assets/root-3fa2.js')).toBe('file');
    expect(requestKind('HEAD', '/manifest.webmanifest')).toBe('file');
  });
});

describe('the web’s figures', () => {
  it('include every web figure the dashboard of deploy/grafana draws', async () => {
    const dashboard = readFileSync(new URL('../../../../deploy/grafana/kanqiu.json', import.meta.url), 'utf8');
    const drawn = new Set(dashboard.match(/kanqiu_web_[a-z0-9_]+/g));
    expect(drawn.size).toBeGreaterThan(3);
    const text = await createWebMetrics(() => 7).text();
    // A family is declared (`# TYPE`) before anything has been counted in it.
    for (const name of drawn) expect(text, name).toContain(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `);
    expect(text).toContain('kanqiu_web_pages_from_memory_total 7');
  });
});
