import type { SmsPurpose } from '@kanqiu/contract';
import { showToast } from '../../lib/toast';
import { useEffect, useState, type ReactElement } from 'react';
import { useRootData } from '../../lib/root-data';
import { secondsUntil, smsButtonText, useSmsStore } from '../../lib/stores/sms-store';

type SmsCodeButtonProps = {
  purpose: SmsPurpose;
  /** Validates and returns the phone number, or null when it is not valid yet (the form shows why). */
  getPhone: () => Promise<string | null>;
};

/** 获取验证码 → 59s 后重发 → 重新获取. */
export function SmsCodeButton({ purpose, getPhone }: SmsCodeButtonProps): ReactElement {
  const { publicHosts } = useRootData();
  const resendAt = useSmsStore((state) => state.resendAt[purpose]);
  const markSent = useSmsStore((state) => state.markSent);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const secondsLeft = secondsUntil(resendAt, now);

  useEffect(() => {
    if (!resendAt || resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const send = async () => {
    if (sending || secondsLeft > 0) return;
    const phone = await getPhone();
    if (!phone) return;
    setSending(true);
    const { sendSmsCode } = await import('../../lib/api.client');
    const result = await sendSmsCode(publicHosts, phone, purpose);
    setSending(false);
    if (!result.ok) {
      // A refusal the API explained is shown by the shell (spec §8); a failure to reach it, here.
      if (!result.raised) showToast(result.msg);
      return;
    }
    const sentAt = Date.now();
    markSent(purpose, sentAt);
    setNow(sentAt);
    showToast('验证码已发送，请注意查收');
  };

  return (
    <button
      type="button"
      className="kq-sms-button"
      disabled={sending || secondsLeft > 0}
      onClick={() => void send()}
      data-testid="sms-code-button"
    >
      {sending ? '发送中…' : smsButtonText(secondsLeft, resendAt !== undefined)}
    </button>
  );
}
