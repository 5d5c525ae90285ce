import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

export type LiveTab = { key: string; label: string; to: string };

/** Where the 足球 / 篮球 switch leads (the score lists, or /live's own sports), with a count beside the name. */
export type SportLinks = Record<'football' | 'basketball', { to: string; count?: number }>;

const scoreListSports: SportLinks = { football: { to: '/live/hot' }, basketball: { to: '/live/lq/0' } };

const sportNames = { football: '足球', basketball: '篮球' } as const;

function SportSwitch({ sport, links }: { sport: 'football' | 'basketball'; links: SportLinks }): ReactElement {
  return (
    <div className="kq-sport-switch" role="tablist" aria-label="运动">
      {(['football', 'basketball'] as const).map((key) => (
        <Link
          key={key}
          to={links[key].to}
          role="tab"
          aria-selected={sport === key}
          className={sport === key ? 'is-active' : ''}
          preventScrollReset
        >
          {sportNames[key]}
          {links[key].count === undefined ? null : <b className="kq-sport-count">{links[key].count}</b>}
        </Link>
      ))}
    </div>
  );
}

/**
 * The 比分 header, shared by football and basketball: 足球 / 篮球 switch, a bell for the alert
 * settings, the sport's 聊球 entry, the way to the 资料库, an optional filter button, and the list tabs under it (直播,
 * /live, first).
 */
export function LiveHeader(props: {
  sport: 'football' | 'basketball';
  tabs: LiveTab[];
  activeTab: string;
  onAlerts(): void;
  onFilter?: (() => void) | undefined;
  filterActive?: boolean;
  note?: ReactNode;
  sportLinks?: SportLinks;
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
            className="kq-glyph-before kq-live-icon is-alerts"
            aria-label="提醒设置"
            data-testid="open-alerts"
            onClick={props.onAlerts}
          />
          {props.chatEntry}
          <Link to="/database" className="kq-live-ai" data-testid="open-database">
            资料库
          </Link>
        </span>
        <SportSwitch sport={sport} links={props.sportLinks ?? scoreListSports} />
        <span className="kq-live-side is-end">
          <Link to="/live/ai" className="kq-live-ai" data-testid="open-predictions">
            AI 预测
          </Link>
          {props.onFilter ? (
            <button
              type="button"
              className={`kq-glyph-before kq-live-icon is-filter${props.filterActive ? ' is-dot' : ''}`}
              aria-label="赛事筛选"
              data-testid="open-filter"
              onClick={props.onFilter}
            />
          ) : null}
        </span>
      </div>
      <nav className="kq-live-tabs" aria-label="比赛列表">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={tab.to}
            className={`kq-live-tab${tab.key === activeTab ? ' is-active' : ''}${tab.key === 'live' ? ' is-now' : ''}`}
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
