import type { ReactElement } from 'react';
import { useNoticeUnread } from '../message';
import { unreadBadge } from '../../lib/stores/message-store';
import { useNoticeStore } from '../../lib/stores/notice-store';

/** The 通知中心's unread total on the 我的 tab, asked for once the page is idle (not first-screen code). */
export function NoticeBadge({ loggedIn }: { loggedIn: boolean }): ReactElement | null {
  useNoticeUnread(loggedIn);
  const badge = unreadBadge(useNoticeStore((state) => state.unread));
  return loggedIn && badge ? (
    <span className="kq-tabbar-badge" data-testid="notice-badge">
      {badge}
    </span>
  ) : null;
}
