import { useEffect } from 'react';
import { apiUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';

const heartbeatMs = 15_000;
const storageKey = 'kq-viewer-id';

function viewerId(): string {
  const known = localStorage.getItem(storageKey);
  if (known) return known;
  const id = crypto.randomUUID();
  localStorage.setItem(storageKey, id);
  return id;
}

/** Counts this page as a viewer of the room while it is live (the API's viewer window is 40 s). */
export function useViewerHeartbeat(roomId: number, live: boolean): void {
  const { publicHosts } = useRootData();
  useEffect(() => {
    if (!live) return;
    const url = apiUrl(`/vlive/room/${roomId}/heartbeat`, publicHosts);
    const body = JSON.stringify({ viewerId: viewerId() });
    const beat = () =>
      void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, heartbeatMs);
    return () => clearInterval(timer);
  }, [roomId, live, publicHosts]);
}
