import { useEffect, useRef } from 'react';
import { liveSocketUrl, openLiveSocket, type LiveSocketHandlers, type LiveSocketOptions } from '../../lib/live-socket';
import { useRootData } from '../../lib/root-data';

/**
 * Holds the live socket open on `topics` while the page is mounted (browser only; the server
 * renders the snapshot). Handlers and `since` may change on every render; the socket does not.
 */
export function useLiveSocket(
  topics: string[],
  handlers: LiveSocketHandlers,
  since?: LiveSocketOptions['since'],
): void {
  const { publicHosts } = useRootData();
  const handlersRef = useRef(handlers);
  const sinceRef = useRef(since);
  useEffect(() => {
    handlersRef.current = handlers;
    sinceRef.current = since;
  });
  const topicKey = topics.join(',');

  useEffect(() => {
    if (!topicKey) return;
    const socket = openLiveSocket({
      url: liveSocketUrl(publicHosts.main, window.location.origin),
      topics: topicKey.split(','),
      since: () => sinceRef.current?.(),
      handlers: {
        onOpen: (reconnect) => handlersRef.current.onOpen?.(reconnect),
        onSubscribed: (positions) => handlersRef.current.onSubscribed?.(positions),
        onDiff: (message) => handlersRef.current.onDiff(message),
        onReset: (topic) => handlersRef.current.onReset?.(topic),
        onStatus: (status) => handlersRef.current.onStatus?.(status),
      },
    });
    return () => socket.close();
  }, [topicKey, publicHosts.main]);
}
