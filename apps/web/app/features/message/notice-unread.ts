import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNoticeStore } from '../../lib/stores/notice-store';

/** Asks the server for the 通知中心's unread total (notices and friends' messages). */
export function refreshNoticeUnread(): void {
  fetch('/user/noticeUnread', { headers: { accept: 'application/json' } })
    .then((response) => response.json() as Promise<{ unread?: unknown }>)
    .then((body) => {
      if (typeof body.unread === 'number') useNoticeStore.getState().setUnread(body.unread);
    })
    .catch(() => undefined);
}

/**
 * The 我的 tab's badge: asked for on every page the fan opens, so what arrived while the page was closed (or on
 * another device) shows; 0 for a guest.
 */
export function useNoticeUnread(loggedIn: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (loggedIn) refreshNoticeUnread();
    else useNoticeStore.getState().setUnread(0);
  }, [loggedIn, pathname]);
}
