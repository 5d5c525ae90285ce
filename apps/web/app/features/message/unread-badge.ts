import { useEffect } from 'react';
import { useMessageStore } from '../../lib/stores/message-store';

/** The 消息 badge on tab pages: asked once per page while logged in; cleared at logout. */
export function useUnreadBadge(loggedIn: boolean, shown: boolean): void {
  useEffect(() => {
    if (!loggedIn) {
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
