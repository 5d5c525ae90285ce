import type { ReactElement } from 'react';
import { useNoticeUnread } from '../message';
import { unreadBadge } from '../../lib/stores/message-store';
import { useNoticeStore } from '../../lib/stores/notice-store';

/**
 * The 通知中心's unread total on the 我的 tab of a signed-in fan, asked for once the page is idle (not first-screen
 * code). Signing out unmounts it; the 我的 page itself clears the count for a guest.
 */
export function NoticeBadge(): ReactElement | null {
  useNoticeUnread(true);
  const badge = unreadBadge(useNoticeStore((state) => state.unread));
  return badge ? (
    <span className="kq-tabbar-badge" data-testid="notice-badge">
      {badge}
    </span>
  ) : null;
}
