import '../live/live.css';
import { footballListGroup, matchDayOf } from '@kanqiu/domain';
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { DateBar } from '../live/date-bar';
import { sectionsOf } from '../live/list-sections';
import { LiveHeader, type LiveTab } from '../live/live-header';
import { LiveToasts } from '../live/live-toasts';
import { EmptyState, ErrorState, ListSkeleton } from '../live/list-states';
import { useSportsNow } from '../live/use-sports-now';
import { filterCookieText } from './filter-cookie';
import type { FootballListData } from './list-data';
import { MatchRow } from './match-row';
import { useLiveFootballList } from './use-live-football-list';

const FilterSheet = lazy(() => import('../live/filter-sheet').then((m) => ({ default: m.FilterSheet })));
const AlertSettingsSheet = lazy(() =>
  import('../live/alert-settings-sheet').then((m) => ({ default: m.AlertSettingsSheet })),
);

export const footballTabs: LiveTab[] = [
  { key: 'hot', label: '热门', to: '/live/hot' },
  { key: '0', label: '即时', to: '/live/zq/0' },
  { key: '1', label: '赛程', to: '/live/zq/1' },
  { key: '2', label: '赛果', to: '/live/zq/2' },
  { key: '3', label: '关注', to: '/live/zq/3' },
  { key: '4', label: '竞彩', to: '/live/zq/4' },
  { key: '5', label: '北单', to: '/live/zq/5' },
];

export function FootballListPage({ data }: { data: FootballListData }): ReactElement {
  const { kind, list } = data;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  const resync = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { rows, flashing } = useLiveFootballList(list, resync);
  const now = useSportsNow(list?.serverTime ?? 0, list?.clockRate ?? 1);
  const [sheet, setSheet] = useState<'filter' | 'alerts' | null>(null);
  const activeTab = kind === 'hot' ? 'hot' : String(kind);
  const canFilter = kind !== 'hot' && kind !== 3 && list !== null;
  const basePath = kind === 'hot' ? '/live/hot' : `/live/zq/${kind}`;
  // A skeleton while another list or day loads (not while the same list revalidates after a diff gap).
  const loading =
    navigation.state === 'loading' &&
    `${navigation.location.pathname}${navigation.location.search}` !== `${location.pathname}${location.search}`;
  const sections = sectionsOf(rows, kind === 'hot' || kind === 0 || kind === 3, footballListGroup);
  const visibleCount = sections.reduce((sum, section) => sum + section.rows.length, 0);

  let body: ReactElement;
  if (loading) body = <ListSkeleton />;
  else if (data.needLogin)
    body = (
      <EmptyState title="登录后查看关注的比赛">
        <Link className="kq-retry" to={loginPath(location.pathname)}>
          去登录
        </Link>
      </EmptyState>
    );
  else if (data.error || !list) body = <ErrorState message={data.error ?? '加载失败'} onRetry={resync} />;
  else if (visibleCount === 0)
    body = <EmptyState title={kind === 3 ? '还没有关注的比赛，点击比赛右侧的☆关注' : '暂无比赛'} />;
  else
    body = (
      <div className="kq-match-list" data-testid="match-list">
        {sections.map((section) => (
          <section key={section.key}>
            {section.title ? <h2 className="kq-list-section">{section.title}</h2> : null}
            {section.rows.map((row) => (
              <MatchRow
                key={row.id}
                row={row}
                now={now}
                flashing={flashing.has(row.id)}
                showLottery={kind === 4 || kind === 5}
              />
            ))}
          </section>
        ))}
      </div>
    );

  return (
    <div className="kq-live-page">
      <LiveHeader
        sport="football"
        tabs={footballTabs}
        activeTab={activeTab}
        onAlerts={() => setSheet('alerts')}
        onFilter={canFilter ? () => setSheet('filter') : undefined}
        filterActive={data.filterId.length > 1}
      />
      <LiveToasts />
      {list ? <DateBar dates={list.dates} current={list.date} nowSec={list.serverTime} basePath={basePath} /> : null}
      <div className="kq-replay-note">
        <span className="kq-source-tag">回放</span>
        真实比赛按今日赛程回放，比分与事件按真实分钟播出
      </div>
      {list && list.hideCount > 0 ? (
        <button type="button" className="kq-hide-hint" data-testid="hide-hint" onClick={() => setSheet('filter')}>
          已隐藏 {list.hideCount} 场比赛，点击修改筛选
        </button>
      ) : null}
      {body}
      {sheet ? (
        <Suspense fallback={null}>
          {sheet === 'filter' && list && kind !== 'hot' ? (
            <FilterSheet
              endpoint="/live/football/filter"
              query={{ type: kind, date: kind === 0 ? undefined : (list.date ?? matchDayOf(list.serverTime)) }}
              filterId={data.filterId}
              store={(filterId) => {
                document.cookie = filterCookieText(filterId, new Date());
              }}
              onClose={() => setSheet(null)}
              onApplied={() => {
                setSheet(null);
                resync();
              }}
            />
          ) : null}
          {sheet === 'alerts' ? <AlertSettingsSheet onClose={() => setSheet(null)} /> : null}
        </Suspense>
      ) : null}
    </div>
  );
}
