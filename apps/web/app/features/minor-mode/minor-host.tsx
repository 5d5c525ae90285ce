import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../lib/cookie-text';

const MinorHeartbeat = lazy(() => import('./minor-heartbeat'));

/**
 * 青少年模式 in every page: the minute heartbeat while the device has it on (the API counts minutes from every
 * request; the heartbeat covers a page left open). The first-open dialog is the server's HTML (first-open-prompt).
 */
export function MinorModeHost(): ReactElement | null {
  const { pathname } = useLocation();
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    // The browser's cookie is read once hydrated (a shared page's server render does not know it), and again on
    // each page, as turning the mode on sets it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMarked(readCookie(document.cookie, 'kq_minor') === '1');
  }, [pathname]);
  if (!marked) return null;
  return (
    <Suspense fallback={null}>
      <MinorHeartbeat />
    </Suspense>
  );
}
