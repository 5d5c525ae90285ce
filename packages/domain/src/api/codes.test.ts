import { describe, expect, it } from 'vitest';
import { Code, codeName, isNoTokenCode, isSuccessCode } from './codes';

describe('code catalogue', () => {
  it('uses the spec values for success and video unavailable', () => {
    expect(Code.ok).toBe(200);
    expect(Code.videoUnavailable).toBe(20001);
  });

  it('gives every code a distinct value', () => {
    const values = Object.values(Code);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps account codes clear of the IM socket range 10000–10099', () => {
    for (const value of Object.values(Code)) {
      expect(value >= 10000 && value < 10100).toBe(false);
    }
  });

  it('finds names by value', () => {
    expect(codeName(401)).toBe('noToken');
    expect(codeName(11003)).toBe('wrongCredentials');
    expect(codeName(123456)).toBeUndefined();
  });

  it('tells success and no-token codes apart', () => {
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode(400)).toBe(false);
    expect(isNoTokenCode(401)).toBe(true);
    expect(isNoTokenCode(403)).toBe(false);
  });
});
