import { useEffect, useRef } from 'react';
import type { LiveSocket, LiveSocketHandlers, LiveSocketOptions } from '../../lib/live-socket';
import { pageLoaded } from '../../lib/page-loaded';
import { useRootData } from '../../lib/root-data';
import { spoilerSettingsNow } from '../spoiler';

/**
 * Holds the live socket open on `topics` while the page is mounted (browser only; the server
 * renders the snapshot). Handlers, `since` and `loadHandlers` (code the handlers need, fetched with
 * the socket client before it opens) may change on every render; the socket does not.
 * The socket client is fetched after the load event: the server-rendered snapshot is already on
 * screen, and `since` makes the server replay what happened meanwhile, so the first screen's
 * JavaScript stays within its budget (issue 7 §5).
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
      .then(() => Promise.all([import('../../lib/live-socket'), loadHandlersRef.current?.()]))
      .then(([{ liveSocketUrl, openLiveSocket }]) => {
        if (closed) return;
        socket = openLiveSocket({
          url: liveSocketUrl(publicHosts.main, window.location.origin),
          topics: topicKey.split(','),
          since: () => sinceRef.current?.(),
          handlers: {
            onOpen: (reconnect) => handlersRef.current.onOpen?.(reconnect),
            onSubscribed: (positions) => handlersRef.current.onSubscribed?.(positions),
            onDiff: (message) => {
              // 防剧透's live delay holds each diff back to match a TV stream (order kept: one delay for all).
              const delayMs = spoilerSettingsNow().delaySeconds * 1000;
              if (delayMs === 0) return handlersRef.current.onDiff(message);
              window.setTimeout(() => {
                if (!closed) handlersRef.current.onDiff(message);
              }, delayMs);
            },
            onEvent: (topic, data) => handlersRef.current.onEvent?.(topic, data),
            onReset: (topic) => handlersRef.current.onReset?.(topic),
            onStatus: (status) => handlersRef.current.onStatus?.(status),
          },
        });
      });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [topicKey, publicHosts.main]);
}
