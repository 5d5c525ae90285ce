import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './trust-proxy';

describe('trustProxySetting', () => {
  it('takes a hop count or the proxies addresses, and false for none', () => {
    expect(trustProxySetting('1', 'TRUST_PROXY')).toBe(1);
    expect(trustProxySetting(' 2 ', 'TRUST_PROXY')).toBe(2);
    expect(trustProxySetting('loopback', 'TRUST_PROXY')).toBe('loopback');
    expect(trustProxySetting('10.0.0.5, 10.0.1.0/24', 'TRUST_PROXY')).toBe('10.0.0.5, 10.0.1.0/24');
    expect(trustProxySetting('false', 'TRUST_PROXY')).toBe(false);
    expect(trustProxySetting('0', 'TRUST_PROXY')).toBe(false);
  });

  it('refuses to believe whoever sends the header', () => {
    expect(() => trustProxySetting('true', 'WEB_TRUST_PROXY')).toThrow(/WEB_TRUST_PROXY=true/);
    expect(() => trustProxySetting('*', 'TRUST_PROXY')).toThrow(/hop count/);
  });
});
