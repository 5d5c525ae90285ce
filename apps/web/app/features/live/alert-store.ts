/**
 * Alert settings (kept in localStorage) and the toasts on screen. Settings load after hydration,
 * so the server and the first browser render agree on the defaults.
 */
import { create } from 'zustand';
import {
  ALERT_SETTINGS_KEY,
  defaultAlertSettings,
  readAlertSettings,
  type AlertKind,
  type AlertSettings,
} from './alerts';

/** 'info': a message that is no match alert (a failed follow). */
export type LiveToast = { id: number; kind: AlertKind | 'info'; text: string; matchId: number };

type AlertState = {
  settings: AlertSettings;
  loaded: boolean;
  toasts: LiveToast[];
  load(): void;
  update(patch: Partial<AlertSettings>): void;
  push(toast: Omit<LiveToast, 'id'>): void;
  dismiss(id: number): void;
};

const TOAST_MS = 5000;
const MAX_TOASTS = 3;
let nextToastId = 1;

export const useAlertStore = create<AlertState>((set, get) => ({
  settings: defaultAlertSettings,
  loaded: false,
  toasts: [],
  load() {
    if (get().loaded) return;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(ALERT_SETTINGS_KEY);
    } catch {
      raw = null;
    }
    set({ settings: readAlertSettings(raw), loaded: true });
  },
  update(patch) {
    const settings = { ...get().settings, ...patch };
    set({ settings });
    try {
      window.localStorage.setItem(ALERT_SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      /* private mode: the choice lasts this page */
    }
  },
  push(toast) {
    const id = nextToastId++;
    set({ toasts: [...get().toasts, { ...toast, id }].slice(-MAX_TOASTS) });
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

let audio: AudioContext | null = null;

/** A short two-tone beep through WebAudio (no asset); silent where the browser blocks autoplay. */
export function playAlertBeep(): void {
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    audio ??= new Context();
    const ctx = audio;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.16;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.16);
    });
  } catch {
    /* no sound: the toast is enough */
  }
}
