import { describe, expect, it } from 'vitest';
import { apiAssetUrl, apiHostFor, apiUrl, type ApiHosts } from './api-hosts';

const hosts: ApiHosts = {
  main: 'https://api.kanqiu.example',
  live: 'https://live.kanqiu.example/',
  im: 'https://im.kanqiu.example',
};

describe('apiHostFor', () => {
  it.each([
    ['/api', 'live'],
    ['/api/anchor/list', 'live'],
    ['/api?x=1', 'live'],
    ['/imapi/chat/list', 'im'],
    ['/imserver/ws', 'im'],
    ['/imapi', 'im'],
    ['/user/login', 'main'],
    ['/live/football/v1_1/live', 'main'],
    ['/inform/send/code', 'main'],
  ] as const)('%s → %s', (path, host) => {
    expect(apiHostFor(path)).toBe(host);
  });

  it('matches whole path segments only', () => {
    expect(apiHostFor('/apis/x')).toBe('main');
    expect(apiHostFor('/imapix')).toBe('main');
    expect(apiHostFor('/user/api')).toBe('main');
  });
});

describe('apiUrl', () => {
  it('joins the host and the path without doubling slashes', () => {
    expect(apiUrl('/api/room/1', hosts)).toBe('https://live.kanqiu.example/api/room/1');
    expect(apiUrl('/imapi/chat/list', hosts)).toBe('https://im.kanqiu.example/imapi/chat/list');
    expect(apiUrl('/user/center/info', hosts)).toBe('https://api.kanqiu.example/user/center/info');
  });

  it('refuses relative paths', () => {
    expect(() => apiUrl('user/login', hosts)).toThrow();
  });
});

describe('apiAssetUrl', () => {
  it('resolves API paths against the main host and keeps absolute URLs', () => {
    expect(apiAssetUrl('/uploads/a.png', hosts)).toBe('https://api.kanqiu.example/uploads/a.png');
    expect(apiAssetUrl('uploads/a.png', hosts)).toBe('https://api.kanqiu.example/uploads/a.png');
    expect(apiAssetUrl('https://cdn.example/a.png', hosts)).toBe('https://cdn.example/a.png');
    expect(apiAssetUrl(null, hosts)).toBeNull();
  });
});
