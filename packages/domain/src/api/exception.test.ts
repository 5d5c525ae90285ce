import { describe, expect, it } from 'vitest';
import { apiExceptionOf, userInfoFailureClearsAuth } from './exception';

describe('api exception (spec §8)', () => {
  it('raises nothing for success', () => {
    expect(apiExceptionOf(200)).toBeNull();
  });

  it('ignores codes outside the catalogue', () => {
    expect(apiExceptionOf(123456)).toBeNull();
    expect(apiExceptionOf(10003)).toBeNull();
  });

  it('leaves 20001 to the match video, which it hides', () => {
    expect(apiExceptionOf(20001)).toBeNull();
  });

  it('asks for a login on the no-token code', () => {
    expect(apiExceptionOf(401)).toBe('login');
  });

  it('sends the fan home on HTTP 400, whatever the envelope says', () => {
    expect(apiExceptionOf(400, 400)).toBe('home');
    expect(apiExceptionOf(400)).toBe('home');
    expect(apiExceptionOf(11003, 400)).toBe('home');
  });

  it('toasts any other known non-success code', () => {
    expect(apiExceptionOf(11003)).toBe('toast');
    expect(apiExceptionOf(403)).toBe('toast');
    expect(apiExceptionOf(12001)).toBe('toast');
    expect(apiExceptionOf(429)).toBe('toast');
  });
});

describe('a failed user-info fetch', () => {
  it('clears auth when the API refused it', () => {
    expect(userInfoFailureClearsAuth(401)).toBe(true);
    expect(userInfoFailureClearsAuth(403)).toBe(true);
    expect(userInfoFailureClearsAuth(404)).toBe(true);
  });

  it('keeps the session through an outage', () => {
    expect(userInfoFailureClearsAuth(500)).toBe(false);
    expect(userInfoFailureClearsAuth(503)).toBe(false);
    expect(userInfoFailureClearsAuth(200)).toBe(false);
  });
});
