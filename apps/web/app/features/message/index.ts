/** 消息: conversations, chat, relations, groups and notices over the message socket. */
export { MessageHomePage } from './message-home-page';
export { ChatPage } from './chat-page';
export { RelationListPage, PersonalPage } from './relation-pages';
export { GroupListPage, CreateGroupPage, GroupDetailPage } from './group-pages';
export { NoticePage, ChatDetailPage } from './notice-page';
export { FavorPage, SearchPage } from './favor-search-pages';
export { stopIm } from './im-lifecycle';
export { useUnreadBadge } from './unread-badge';
export { ShareMatchEntry } from './share-match';
export { NotePage, VersionPage } from './bulletin-pages';
export { NoticeCenterPage, NoticeGroupPage } from './notice-center-page';
export { useNoticeUnread } from './notice-unread';
