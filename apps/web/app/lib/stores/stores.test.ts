import { describe, expect, it } from 'vitest';
import { unreadBadge } from './message-store';
import { secondsUntil, SMS_RESEND_SECONDS, smsButtonText, useSmsStore } from './sms-store';

describe('sms countdown', () => {
  it('counts down 60 s from a send', () => {
    useSmsStore.getState().markSent('login', 1_000);
    const at = useSmsStore.getState().resendAt['login'];
    expect(secondsUntil(at, 1_000)).toBe(SMS_RESEND_SECONDS);
    expect(secondsUntil(at, 1_500)).toBe(60);
    expect(secondsUntil(at, 2_000)).toBe(59);
    expect(secondsUntil(at, 61_000)).toBe(0);
    expect(secondsUntil(undefined, 0)).toBe(0);
  });

  it('labels the button', () => {
    expect(smsButtonText(0, false)).toBe('获取验证码');
    expect(smsButtonText(59, true)).toBe('59s 后重发');
    expect(smsButtonText(0, true)).toBe('重新获取');
  });
});

describe('unreadBadge', () => {
  it('is hidden at 0 and capped at 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-3)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(100)).toBe('99+');
  });
});
