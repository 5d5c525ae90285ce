import { useSyncExternalStore } from 'react';
import { defaultPushSettings, readPushSettings, type PushSettings } from '@kanqiu/domain';

/** What this browser lacks for web push (on iPhone all of it until the app is added to the home screen); null: nothing. */
export type PushGap = 'serviceWorker' | 'pushManager' | 'notification';

export function pushGap(): PushGap | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return 'serviceWorker';
  if (!('PushManager' in window)) return 'pushManager';
  return 'Notification' in window ? null : 'notification';
}

/** Whether this browser can take web push. */
export const pushSupported = (): boolean => pushGap() === null;

/** The VAPID key as PushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

const SETTINGS_KEY = 'kq_push_settings';
const listeners = new Set<() => void>();
let cache: { raw: string | null; settings: PushSettings } = { raw: null, settings: defaultPushSettings };

function storedSettings(): PushSettings {
  const raw = localStorage.getItem(SETTINGS_KEY);
  if (raw === cache.raw) return cache.settings;
  let settings = defaultPushSettings;
  try {
    settings = raw ? readPushSettings(JSON.parse(raw)) : defaultPushSettings;
  } catch {
    // A value that is not JSON counts as none.
  }
  cache = { raw, settings };
  return settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The alerts chosen on this browser (the server keeps a copy with the subscription); defaults on the server. */
export function usePushSettings(): [PushSettings, (settings: PushSettings) => void] {
  return [useSyncExternalStore(subscribe, storedSettings, () => defaultPushSettings), savePushSettings];
}

function savePushSettings(next: PushSettings): void {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}
