import type { PushSettings } from '@kanqiu/domain';
import { useCallback, useEffect, useState } from 'react';
import { applicationServerKey, pushSupported, usePushSettings } from './push-browser';

/** `checking` until the browser has answered; `blocked`: the fan refused notifications to this site. */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'busy';

/** Hands a subscription (or its end) to the server: the page's action, as the session is a server cookie. */
export type PushSync = {
  save(subscription: PushSubscriptionJSON, settings: PushSettings): Promise<boolean>;
  remove(endpoint: string): Promise<void>;
};

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

async function detectState(publicKey: string | null): Promise<PushState> {
  if (!pushSupported() || !publicKey) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  try {
    return (await currentSubscription()) ? 'on' : 'off';
  } catch {
    return 'unsupported';
  }
}

/** This browser's web push for followed matches: turn on (asks permission), choose alerts, turn off. */
export function usePushSubscription(publicKey: string | null, sync: PushSync) {
  const [state, setState] = useState<PushState>('checking');
  const [settings, saveSettings] = usePushSettings();

  useEffect(() => {
    let current = true;
    void detectState(publicKey).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [publicKey]);

  const subscribe = useCallback(
    async (chosen: PushSettings): Promise<boolean> => {
      if (!publicKey) return false;
      setState('busy');
      if ((await Notification.requestPermission()) !== 'granted') {
        setState(Notification.permission === 'denied' ? 'blocked' : 'off');
        return false;
      }
      try {
        const registration = await navigator.serviceWorker.ready;
        const subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: applicationServerKey(publicKey),
          }));
        const saved = await sync.save(subscription.toJSON(), chosen);
        setState(saved ? 'on' : 'off');
        return saved;
      } catch {
        // The browser's push service refused or could not be reached.
        setState('off');
        return false;
      }
    },
    [publicKey, sync],
  );

  const unsubscribe = useCallback(async () => {
    setState('busy');
    const subscription = await currentSubscription();
    if (subscription) {
      await sync.remove(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState('off');
  }, [sync]);

  const choose = useCallback(
    (next: PushSettings) => {
      saveSettings(next);
      if (state === 'on') void subscribe(next);
    },
    [state, subscribe, saveSettings],
  );

  return { state, settings, turnOn: () => subscribe(settings), turnOff: unsubscribe, choose };
}
