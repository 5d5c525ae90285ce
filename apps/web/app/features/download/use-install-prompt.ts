import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallPrompt = {
  /** The browser offers to install the web app now (Chromium on Android and desktop). */
  available: boolean;
  installed: boolean;
  install(): Promise<void>;
};

/** The browser's own "install this web app" prompt, where it offers one. */
export function useInstallPrompt(): InstallPrompt {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const offer = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const done = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  return {
    available: event !== null,
    installed,
    async install() {
      if (!event) return;
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') setInstalled(true);
      setEvent(null);
    },
  };
}
