import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS, type FourthTab } from '@kanqiu/domain';
import { useIdleAfter } from '../../lib/use-idle-after';
import { stopIm } from '../message';
import { activeTab, tabItems } from '../../lib/tab-bar';

const MessageBadge = lazy(() => import('./message-badge').then((m) => ({ default: m.MessageBadge })));
const NoticeBadge = lazy(() => import('./notice-badge').then((m) => ({ default: m.NoticeBadge })));
const TabPrefetch = lazy(() => import('./tab-prefetch').then((m) => ({ default: m.TabPrefetch })));

type TabBarProps = {
  fourthTab: FourthTab;
  loggedIn: boolean;
};

/** The bottom tab bar, closing the message connection at logout. */
export function TabBar({ fourthTab, loggedIn }: TabBarProps): ReactElement {
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  // Spec §9: once the page has been idle a while, the other tabs load ahead of the tap, and the 消息 and
  // 我的 badges ask for their unread counts.
  const idle = useIdleAfter(PREFETCH_IDLE_TIMEOUT_MS);
  const items = tabItems(fourthTab);
  useEffect(() => {
    if (!loggedIn) stopIm();
  }, [loggedIn]);
  return (
    <nav className="kq-tabbar" aria-label="主导航">
      {items.map((item) => {
        const isActive = item.key === active;
        return (
          <Link
            key={item.key}
            to={item.to}
            className={isActive ? 'kq-tabbar-item is-active' : 'kq-tabbar-item'}
            aria-current={isActive ? 'page' : undefined}
            data-tab={item.key}
            prefetch="intent"
          >
            <span className="kq-tabbar-icon">
              <span className="kq-glyph kq-tabbar-glyph" aria-hidden="true" />
              {item.key === 'message' && idle ? (
                <Suspense fallback={null}>
                  <MessageBadge loggedIn={loggedIn} shown={fourthTab === 'message'} />
                </Suspense>
              ) : null}
              {/* Where the fourth tab is 消息, its badge already counts the notices and the messages. A guest has
                  none: the badge, its code and its store wait for a signed-in fan (the first visit stays lighter). */}
              {item.key === 'user' && fourthTab !== 'message' && loggedIn && idle ? (
                <Suspense fallback={null}>
                  <NoticeBadge />
                </Suspense>
              ) : null}
            </span>
            <span className="kq-tabbar-label">{item.label}</span>
          </Link>
        );
      })}
      {idle ? (
        <Suspense fallback={null}>
          <TabPrefetch paths={items.filter((item) => item.key !== active).map((item) => item.to)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
