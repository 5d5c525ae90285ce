import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

export type LiveTab = { key: string; label: string; to: string };

/**
 * The 比分 header, shared by football and basketball: 足球 / 篮球 switch, a bell for the alert
 * settings, the sport's 聊球 entry, an optional filter button, and the list tabs under it.
 */
export function LiveHeader(props: {
  sport: 'football' | 'basketball';
  tabs: LiveTab[];
  activeTab: string;
  onAlerts(): void;
  onFilter?: (() => void) | undefined;
  filterActive?: boolean;
  note?: ReactNode;
  /** 聊球: opens the sport's group chat. */
  chatEntry?: ReactNode;
}): ReactElement {
  const { sport, tabs, activeTab } = props;
  return (
    <header className="kq-live-header">
      <div className="kq-live-top">
        <span className="kq-live-side">
          <button
            type="button"
            className="kq-live-icon"
            aria-label="提醒设置"
            data-testid="open-alerts"
            onClick={props.onAlerts}
          >
            <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
              <path
                d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          {props.chatEntry}
        </span>
        <div className="kq-sport-switch" role="tablist" aria-label="运动">
          <Link
            to="/live/hot"
            role="tab"
            aria-selected={sport === 'football'}
            className={sport === 'football' ? 'is-active' : ''}
          >
            足球
          </Link>
          <Link
            to="/live/lq/0"
            role="tab"
            aria-selected={sport === 'basketball'}
            className={sport === 'basketball' ? 'is-active' : ''}
          >
            篮球
          </Link>
        </div>
        <span className="kq-live-side is-end">
          <Link to="/live/ai" className="kq-live-ai" data-testid="open-predictions">
            AI 预测
          </Link>
          {props.onFilter ? (
            <button
              type="button"
              className={`kq-live-icon${props.filterActive ? ' is-dot' : ''}`}
              aria-label="赛事筛选"
              data-testid="open-filter"
              onClick={props.onFilter}
            >
              <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
                <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
            </button>
          ) : null}
        </span>
      </div>
      <nav className="kq-live-tabs" aria-label="比赛列表">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={tab.to}
            className={`kq-live-tab${tab.key === activeTab ? ' is-active' : ''}`}
            aria-current={tab.key === activeTab ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {props.note}
    </header>
  );
}
