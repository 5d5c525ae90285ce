import { useEffect, useState } from 'react';

/** True once `delayMs` have passed since mount and then the browser had an idle moment. */
export function useIdleAfter(delayMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(() => setIdle(true));
      else setIdle(true);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, [delayMs]);
  return idle;
}
