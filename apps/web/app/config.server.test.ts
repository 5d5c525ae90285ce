import { describe, expect, it } from 'vitest';
import { loadWebConfig } from './config.server';

describe('loadWebConfig', () => {
  it('runs on defaults', () => {
    const config = loadWebConfig({});
    expect(config.listen).toEqual({ host: '0.0.0.0', port: 3000 });
    expect(config.apiHosts).toEqual({
      main: 'http://127.0.0.1:8080',
      live: 'http://127.0.0.1:8080',
      im: 'http://127.0.0.1:8080',
    });
    expect(config.fourthTab).toBe('ChatGPT');
  });

  it('applies the fourth-tab rule to WEB_PORT and lets FOURTH_TAB override it', () => {
    expect(loadWebConfig({ WEB_PORT: '8096' }).fourthTab).toBe('message');
    expect(loadWebConfig({ WEB_PORT: '8096', FOURTH_TAB: 'ChatGPT' }).fourthTab).toBe('ChatGPT');
  });

  it('rejects a malformed URL with the variable named', () => {
    expect(() => loadWebConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });
});

describe('public API hosts', () => {
  it('default to API_URL, whatever host the page was asked for', () => {
    const config = loadWebConfig({ API_URL: 'http://127.0.0.1:18080' });
    expect(config.publicHosts).toEqual({
      main: 'http://127.0.0.1:18080',
      live: 'http://127.0.0.1:18080',
      im: 'http://127.0.0.1:18080',
    });
  });

  it('prefer the configured public URLs', () => {
    const config = loadWebConfig({ PUBLIC_API_URL: 'https://api.example', PUBLIC_IM_API_URL: 'https://im.example' });
    expect(config.publicHosts).toEqual({
      main: 'https://api.example',
      live: 'https://api.example',
      im: 'https://im.example',
    });
  });
});

describe('the media edge', () => {
  it('lets the page read video from the edge’s origin, and from nowhere else without one', () => {
    expect(loadWebConfig({}).mediaOrigins).toEqual([]);
    expect(loadWebConfig({ MEDIA_EDGE_HLS_URL: 'https://edge.example:8443/hls' }).mediaOrigins).toEqual([
      'https://edge.example:8443',
    ]);
  });
});

describe('WEB_TRUST_PROXY', () => {
  it('trusts no proxy by default and reads a hop count or addresses, never anyone', () => {
    expect(loadWebConfig({}).trustProxy).toBe(false);
    expect(loadWebConfig({ WEB_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadWebConfig({ WEB_TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(() => loadWebConfig({ WEB_TRUST_PROXY: 'true' })).toThrow(/WEB_TRUST_PROXY=true/);
  });
});

describe('operator', () => {
  it('shows no filings and keeps the agreements’ wording when unset', () => {
    expect(loadWebConfig({ WEB_ICP_NUMBER: '  ' }).operator).toEqual({
      name: null,
      filings: { icp: null, police: null },
    });
  });

  it('takes the filing numbers and the operator’s name from the environment', () => {
    const config = loadWebConfig({
      WEB_ICP_NUMBER: '京ICP备2026000001号-1',
      WEB_POLICE_NUMBER: '京公网安备11010502000001号',
      WEB_OPERATOR_NAME: '北京看球科技有限公司',
    });
    expect(config.operator).toEqual({
      name: '北京看球科技有限公司',
      filings: { icp: '京ICP备2026000001号-1', police: '京公网安备11010502000001号' },
    });
  });
});
