import { useEffect } from 'react';

const HEARTBEAT_MS = 60_000;

/**
 * 青少年模式 on a device that has it on: each minute the page is in sight, the API counts it; when it says rest,
 * the rest screen comes. Loaded only there, so no other first screen carries it.
 */
export default function MinorHeartbeat(): null {
  useEffect(() => {
    const beat = async () => {
      if (document.visibilityState !== 'visible') return;
      const response = await fetch('/minor/heartbeat', { method: 'POST' }).catch(() => null);
      const status = (await response?.json().catch(() => null)) as { lock?: string | null } | null;
      if (status?.lock) window.location.assign('/minor/rest');
    };
    const timer = window.setInterval(() => void beat(), HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
