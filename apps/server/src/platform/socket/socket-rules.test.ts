import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin-policy';
import { createRateWindow } from './rate-window';

describe('rate window', () => {
  it('allows the limit per window and starts again in the next', () => {
    const rate = createRateWindow(3, 1000);
    expect([0, 10, 20, 30].map((t) => rate.take(t))).toEqual([true, true, true, false]);
    expect(rate.take(999)).toBe(false);
    expect(rate.take(1000)).toBe(true);
  });
});

describe('origin policy', () => {
  it('allows the configured origins only in production', () => {
    const allowed = createOriginPolicy(['https://m.kanqiu.example', 'https://kanqiu.example/'], false);
    expect(allowed('https://kanqiu.example')).toBe(true);
    expect(allowed('https://M.kanqiu.example')).toBe(true);
    expect(allowed('https://evil.example')).toBe(false);
    expect(allowed('http://localhost:3000')).toBe(false);
  });

  it('allows pages from this machine outside production', () => {
    const allowed = createOriginPolicy(['http://localhost:3000'], true);
    expect(allowed('http://127.0.0.1:13000')).toBe(true);
    expect(allowed('http://[::1]:3000')).toBe(true);
    expect(allowed('http://192.168.1.5:3000')).toBe(false);
    expect(allowed('null')).toBe(false);
  });
});
