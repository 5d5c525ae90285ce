import { useEffect, useRef } from 'react';
import type { LiveSocket, LiveSocketHandlers, LiveSocketOptions } from '../../lib/live-socket';
import { pageLoaded } from '../../lib/page-loaded';
import { useRootData } from '../../lib/root-data';

/**
 * Holds the live socket open on `topics` while the page is mounted (browser only; the server
 * renders the snapshot). Handlers, `since` and `loadHandlers` (code the handlers need, fetched with
 * the socket client before it opens) may change on every render; the socket does not.
 * The socket client is fetched after the load event: the server-rendered snapshot is already on
 * screen, and `since` makes the server replay what happened meanwhile, so the first screen's
 * JavaScript stays within its budget (docs/decisions/0009-first-screen-javascript.md).
 */
export function useLiveSocket(
  topics: string[],
  handlers: LiveSocketHandlers,
  since?: LiveSocketOptions['since'],
  loadHandlers?: () => Promise<void>,
): void {
  const { publicHosts } = useRootData();
  const handlersRef = useRef(handlers);
  const sinceRef = useRef(since);
  const loadHandlersRef = useRef(loadHandlers);
  useEffect(() => {
    handlersRef.current = handlers;
    sinceRef.current = since;
    loadHandlersRef.current = loadHandlers;
  });
  const topicKey = topics.join(',');

  useEffect(() => {
    if (!topicKey) return;
    let socket: LiveSocket | null = null;
    let closed = false;
    void pageLoaded()
      .then(() => Promise.all([import('./socket-session'), loadHandlersRef.current?.()]))
      .then(([{ openSocketSession }]) => {
        if (closed) return;
        socket = openSocketSession({
          mainHost: publicHosts.main,
          topics: topicKey.split(','),
          since: () => sinceRef.current?.(),
          handlers: () => handlersRef.current,
          closed: () => closed,
        });
      });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [topicKey, publicHosts.main]);
}
