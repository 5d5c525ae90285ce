import { lazy } from 'react';

/** A match's chat (its page's 聊天 tab, its 动画直播 room), fetched when first shown: the page's first screen stays within budget. */
export const GroupChatTab = lazy(() => import('./group-chat').then((m) => ({ default: m.GroupChat })));
