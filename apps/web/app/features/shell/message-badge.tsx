import type { ReactElement } from 'react';
import { unreadBadge, useMessageStore } from '../../lib/stores/message-store';
import { useUnreadBadge } from '../message';

/**
 * The unread count on the 消息 tab, asked for once the page is idle (docs/decisions/0009-first-screen-javascript.md: not
 * first-screen code).
 */
export function MessageBadge({ loggedIn, shown }: { loggedIn: boolean; shown: boolean }): ReactElement | null {
  useUnreadBadge(loggedIn, shown);
  const badge = unreadBadge(useMessageStore((state) => state.unread));
  return loggedIn && shown && badge ? <span className="kq-tabbar-badge">{badge}</span> : null;
}
