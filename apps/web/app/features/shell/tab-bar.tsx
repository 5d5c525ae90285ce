import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS, type FourthTab } from '@kanqiu/domain';
import { useIdleAfter } from '../../lib/use-idle-after';
import { useUnreadBadge } from '../message';
import { useMessageStore, unreadBadge } from '../../lib/stores/message-store';
import { activeTab, tabItems, type TabKey } from '../../lib/tab-bar';
import { AiIcon, LiveIcon, MessageIcon, NewsIcon, ScoreIcon, UserIcon } from './icons';

const icons: Record<TabKey, (props: { active: boolean }) => ReactElement> = {
  live: ScoreIcon,
  news: NewsIcon,
  vlive: LiveIcon,
  message: MessageIcon,
  ChatGPT: AiIcon,
  user: UserIcon,
};

type TabBarProps = {
  fourthTab: FourthTab;
  loggedIn: boolean;
  /** Unread messages; the IM feature feeds it (0 hides the badge). */
  unread: number;
};

export function TabBar({ fourthTab, loggedIn, unread }: TabBarProps): ReactElement {
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  const badge = loggedIn ? unreadBadge(unread) : null;
  // Spec §9: once the page has been idle a while, the other tabs load ahead of the tap.
  const idle = useIdleAfter(PREFETCH_IDLE_TIMEOUT_MS);
  return (
    <nav className="kq-tabbar" aria-label="主导航">
      {tabItems(fourthTab).map((item) => {
        const isActive = item.key === active;
        const Icon = icons[item.key];
        const icon = <Icon active={isActive} />;
        return (
          <Link
            key={item.key}
            to={item.to}
            className={isActive ? 'kq-tabbar-item is-active' : 'kq-tabbar-item'}
            aria-current={isActive ? 'page' : undefined}
            data-tab={item.key}
            prefetch={idle && !isActive ? 'render' : 'intent'}
          >
            <span className="kq-tabbar-icon">
              {icon}
              {item.key === 'message' && badge ? <span className="kq-tabbar-badge">{badge}</span> : null}
            </span>
            <span className="kq-tabbar-label">{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The tab bar wired to the session and the unread store. */
export function ConnectedTabBar({ fourthTab, loggedIn }: Omit<TabBarProps, 'unread'>): ReactElement {
  useUnreadBadge(loggedIn, fourthTab === 'message');
  const unread = useMessageStore((state) => state.unread);
  return <TabBar fourthTab={fourthTab} loggedIn={loggedIn} unread={unread} />;
}
