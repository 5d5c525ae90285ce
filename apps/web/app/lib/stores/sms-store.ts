/**
 * SMS resend countdowns (client state "user.sms"), kept per purpose so that leaving the page
 * and coming back does not reset the 60 s wait the API enforces anyway.
 */
import { create } from 'zustand';

export const SMS_RESEND_SECONDS = 60;

type SmsState = {
  /** purpose → epoch ms when a new code may be requested. */
  resendAt: Record<string, number>;
  markSent(key: string, now: number): void;
};

export const useSmsStore = create<SmsState>((set) => ({
  resendAt: {},
  markSent: (key, now) => set((state) => ({ resendAt: { ...state.resendAt, [key]: now + SMS_RESEND_SECONDS * 1000 } })),
}));

/** Whole seconds left before a resend, 0 when allowed. */
export function secondsUntil(resendAt: number | undefined, now: number): number {
  if (!resendAt) return 0;
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}

export function smsButtonText(secondsLeft: number, sentBefore: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft}s 后重发`;
  return sentBefore ? '重新获取' : '获取验证码';
}
