/** 资讯: the 头条 tab's column lists, an article, search, and the floating 快捷 widget. */
export { NewsListPage } from './news-list-page';
export { ArticlePage } from './article-page';
export { ShortcutWidget } from './shortcut-widget';
export { HistoryPage } from './history-page';
export { NewsSearchPage } from './search-page';
export { useShortcuts } from './use-shortcuts';
