import { useEffect, useRef } from 'react';
import { liveSocketUrl, openLiveSocket, type LiveSocketHandlers } from '../../lib/live-socket';
import { useRootData } from '../../lib/root-data';

/**
 * Holds the live socket open on `topics` while the page is mounted (browser only; the server
 * renders the snapshot). Handlers may change on every render; the socket does not.
 */
export function useLiveSocket(topics: string[], handlers: LiveSocketHandlers): void {
  const { publicHosts } = useRootData();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const topicKey = topics.join(',');

  useEffect(() => {
    if (!topicKey) return;
    const socket = openLiveSocket({
      url: liveSocketUrl(publicHosts.main, window.location.origin),
      topics: topicKey.split(','),
      handlers: {
        onOpen: (reconnect) => handlersRef.current.onOpen?.(reconnect),
        onWelcome: (epoch) => handlersRef.current.onWelcome?.(epoch),
        onSubscribed: (positions) => handlersRef.current.onSubscribed?.(positions),
        onDiff: (message) => handlersRef.current.onDiff(message),
        onStatus: (status) => handlersRef.current.onStatus?.(status),
      },
    });
    return () => socket.close();
  }, [topicKey, publicHosts.main]);
}
