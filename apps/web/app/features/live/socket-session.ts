/**
 * The live socket of a page, with the page's handlers and 防剧透's delay. Fetched by useLiveSocket after
 * the load event, with the socket client, so neither is first-screen code
 * (docs/decisions/0009-first-screen-javascript.md).
 */
import {
  liveSocketUrl,
  openLiveSocket,
  type LiveSocket,
  type LiveSocketHandlers,
  type LiveSocketOptions,
} from '../../lib/live-socket';
import { spoilerSettingsNow } from '../spoiler';

export type SocketSessionOptions = {
  mainHost: string;
  topics: string[];
  since: LiveSocketOptions['since'];
  /** The page's handlers now (they may change on every render). */
  handlers(): LiveSocketHandlers;
  /** True once the page has let the socket go: delayed diffs are dropped. */
  closed(): boolean;
};

export function openSocketSession({ mainHost, topics, since, handlers, closed }: SocketSessionOptions): LiveSocket {
  return openLiveSocket({
    url: liveSocketUrl(mainHost, window.location.origin),
    topics,
    since,
    handlers: {
      onOpen: (reconnect) => handlers().onOpen?.(reconnect),
      onSubscribed: (positions) => handlers().onSubscribed?.(positions),
      onDiff: (message) => {
        // 防剧透's live delay holds each diff back to match a TV stream (order kept: one delay for all).
        const delayMs = spoilerSettingsNow().delaySeconds * 1000;
        if (delayMs === 0) return handlers().onDiff(message);
        window.setTimeout(() => {
          if (!closed()) handlers().onDiff(message);
        }, delayMs);
      },
      onEvent: (publication) => handlers().onEvent?.(publication),
      onReset: (topic) => handlers().onReset?.(topic),
      onStatus: (status) => handlers().onStatus?.(status),
    },
  });
}
