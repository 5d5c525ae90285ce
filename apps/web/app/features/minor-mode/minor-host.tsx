import { localDayOf } from '@kanqiu/domain';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../lib/cookie-text';

/** The day (Beijing) the first-open 青少年模式 dialog was last closed; it shows again on a later day. */
export const MINOR_PROMPT_KEY = 'kq_minor_prompt';
const HEARTBEAT_MS = 60_000;

const MinorPrompt = lazy(() => import('./minor-prompt'));

const today = () => localDayOf(Math.floor(Date.now() / 1000));

function promptDue(): boolean {
  try {
    return (localStorage.getItem(MINOR_PROMPT_KEY) ?? '') < today();
  } catch {
    return false;
  }
}

/** Each minute the page is in sight, the API counts it; when it says rest, the rest screen comes. */
function useHeartbeat(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const beat = async () => {
      if (document.visibilityState !== 'visible') return;
      const response = await fetch('/minor/heartbeat', { method: 'POST' }).catch(() => null);
      const status = (await response?.json().catch(() => null)) as { lock?: string | null } | null;
      if (status?.lock) window.location.assign('/minor/rest');
    };
    const timer = window.setInterval(() => void beat(), HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}

/**
 * 青少年模式 in every page: the first-open dialog once a day until the fan turns the mode on, and the minute
 * heartbeat while it is on (the API counts minutes from every request; the heartbeat covers a page left open).
 */
export function MinorModeHost(): ReactElement | null {
  const { pathname } = useLocation();
  const [marked, setMarked] = useState(false);
  const [prompt, setPrompt] = useState(false);
  useEffect(() => {
    const on = readCookie(document.cookie, 'kq_minor') === '1';
    // The browser's cookie and storage are read once hydrated (the server render knows neither).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMarked(on);
    setPrompt(!on && !pathname.startsWith('/minor') && promptDue());
  }, [pathname]);
  useHeartbeat(marked);
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <MinorPrompt
        onClose={() => {
          try {
            localStorage.setItem(MINOR_PROMPT_KEY, today());
          } catch {
            // Private mode without storage: it shows again next time, as a first open would.
          }
          setPrompt(false);
        }}
      />
    </Suspense>
  );
}
