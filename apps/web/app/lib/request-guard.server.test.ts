import { describe, expect, it } from 'vitest';
import { maxImageBytes } from './image-upload';
import { bodyRefusal, originRefusal } from './request-guard.server';

const form = (length: number, type = 'application/x-www-form-urlencoded') => ({
  'content-length': String(length),
  'content-type': type,
});

describe('bodyRefusal', () => {
  it('lets reads and small forms and JSON through', () => {
    expect(bodyRefusal('GET', '/live/hot', {})).toBeNull();
    expect(bodyRefusal('POST', '/user/login', form(120))).toBeNull();
    expect(bodyRefusal('POST', '/user/push', form(300, 'application/json'))).toBeNull();
    expect(bodyRefusal('POST', '/user/spoiler', {})).toBeNull();
  });

  it('takes a picture only where a page uploads one', () => {
    const picture = form(maxImageBytes, 'multipart/form-data; boundary=x');
    expect(bodyRefusal('POST', '/community/act', picture)).toBeNull();
    expect(bodyRefusal('POST', '/user/infor.data', picture)).toBeNull();
    expect(bodyRefusal('POST', '/user/login', picture)).toEqual({ status: 413, message: '请求内容过大' });
    expect(bodyRefusal('POST', '/community/act', form(maxImageBytes * 2, 'multipart/form-data'))?.status).toBe(413);
  });

  it('refuses a body of no stated length, a wrong kind or a bad length', () => {
    expect(bodyRefusal('POST', '/user/login', { 'transfer-encoding': 'chunked' })?.status).toBe(411);
    expect(bodyRefusal('POST', '/user/login', form(10, 'text/plain'))?.status).toBe(415);
    expect(bodyRefusal('POST', '/user/login', { 'content-length': '-1' })?.status).toBe(400);
  });
});

describe('originRefusal', () => {
  const own = 'https://m.kanqiu.example';
  const check = (headers: { origin?: string; 'sec-fetch-site'?: string }) =>
    originRefusal('POST', headers, own, ['https://www.kanqiu.example']);

  it('lets the page’s own origin and the configured ones post, and reads through', () => {
    expect(check({ origin: own })).toBeNull();
    expect(check({ origin: 'https://www.kanqiu.example' })).toBeNull();
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(originRefusal('GET', { origin: 'https://evil.example' }, own, [])).toBeNull();
  });

  it('refuses another site, a sibling origin, a null origin and a post that says nothing', () => {
    for (const origin of [
      'https://evil.example',
      'https://blog.kanqiu.example',
      'https://m.kanqiu.example:8443',
      'null',
    ])
      expect(check({ origin })).toEqual({ status: 403, message: '请求来源不被允许' });
    expect(check({})?.status).toBe(403);
    expect(check({ 'sec-fetch-site': 'same-site' })?.status).toBe(403);
  });
});
