import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../lib/cookie-text';
import { MINOR_PROMPT_KEY, today } from './prompt-day';

const MinorDevice = lazy(() => import('./minor-device'));

function promptDue(): boolean {
  try {
    return (localStorage.getItem(MINOR_PROMPT_KEY) ?? '') < today();
  } catch {
    return false;
  }
}

/**
 * 青少年模式 in every page: the first-open dialog once a day until the fan turns the mode on, and the minute
 * heartbeat while it is on (the API counts minutes from every request; the heartbeat covers a page left open).
 */
export function MinorModeHost(): ReactElement | null {
  const { pathname } = useLocation();
  const [device, setDevice] = useState({ marked: false, prompt: false });
  useEffect(() => {
    const marked = readCookie(document.cookie, 'kq_minor') === '1';
    // The browser's cookie and storage are read once hydrated (the server render knows neither).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDevice({ marked, prompt: !marked && !pathname.startsWith('/minor') && promptDue() });
  }, [pathname]);
  if (!device.marked && !device.prompt) return null;
  return (
    <Suspense fallback={null}>
      <MinorDevice {...device} onPromptClosed={() => setDevice((current) => ({ ...current, prompt: false }))} />
    </Suspense>
  );
}
