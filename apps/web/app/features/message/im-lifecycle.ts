/**
 * What the app shell needs of messaging without loading it: the tab badge fetched on tab pages, and closing
 * the connection at logout. Kept free of zod and the message screens so the shell's first JS stays small.
 */
import { useEffect } from 'react';
import { useMessageStore } from '../../lib/stores/message-store';

let stopRunning: (() => void) | null = null;

/** The running connection's stop, set by the message session when it starts. */
export function onImStarted(stop: () => void): void {
  stopRunning = stop;
}

/** Logout: the socket closes and what it held is cleared (spec §4). */
export function stopIm(): void {
  stopRunning?.();
  stopRunning = null;
}

/** The 消息 badge on tab pages: asked once per page while logged in; closed with the session at logout. */
export function useUnreadBadge(loggedIn: boolean, shown: boolean): void {
  useEffect(() => {
    if (!loggedIn) {
      stopIm();
      useMessageStore.getState().setUnread(0);
      return;
    }
    if (!shown) return;
    let live = true;
    fetch('/message/unread', { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<{ unread?: unknown }>)
      .then((body) => {
        if (live && typeof body.unread === 'number') useMessageStore.getState().setUnread(body.unread);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, shown]);
}
