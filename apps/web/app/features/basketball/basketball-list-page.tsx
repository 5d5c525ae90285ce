import '../live/live.css';
import './basketball.css';
import { basketballListGroup, matchDayOf } from '@kanqiu/domain';
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { DateBar } from '../live/date-bar';
import { sectionsOf } from '../live/list-sections';
import { LiveHeader, type LiveTab } from '../live/live-header';
import { LiveToasts } from '../live/live-toasts';
import { EmptyState, ErrorState, ListSkeleton } from '../live/list-states';
import { useSportsNow } from '../live/use-sports-now';
import { basketballFilterCookieText } from './filter-cookie';
import type { BasketballListData } from './list-data';
import { BasketballMatchRow } from './match-row';
import { useLiveBasketballList } from './use-live-basketball-list';

const FilterSheet = lazy(() => import('../live/filter-sheet').then((m) => ({ default: m.FilterSheet })));
const AlertSettingsSheet = lazy(() =>
  import('../live/alert-settings-sheet').then((m) => ({ default: m.AlertSettingsSheet })),
);

export const basketballTabs: LiveTab[] = [
  { key: '0', label: '即时', to: '/live/lq/0' },
  { key: '1', label: '赛程', to: '/live/lq/1' },
  { key: '2', label: '赛果', to: '/live/lq/2' },
  { key: '3', label: '关注', to: '/live/lq/3' },
];

/** /live/lq/{type}: 即时 / 赛程 / 赛果 / 关注, live rows ticking and updated from the socket. */
export function BasketballListPage({ data }: { data: BasketballListData }): ReactElement {
  const { kind, list } = data;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  const resync = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { rows, flashing } = useLiveBasketballList(list, resync);
  const now = useSportsNow(list?.serverTime ?? 0, list?.clockRate ?? 1);
  const [sheet, setSheet] = useState<'filter' | 'alerts' | null>(null);
  const canFilter = kind !== 3 && list !== null;
  const basePath = `/live/lq/${kind}`;
  const loading =
    navigation.state === 'loading' &&
    `${navigation.location.pathname}${navigation.location.search}` !== `${location.pathname}${location.search}`;
  const sections = sectionsOf(rows, kind === 0 || kind === 3, basketballListGroup);
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
              <BasketballMatchRow key={row.id} row={row} now={now} flashing={flashing.has(row.id)} />
            ))}
          </section>
        ))}
      </div>
    );

  return (
    <div className="kq-live-page">
      <LiveHeader
        sport="basketball"
        tabs={basketballTabs}
        activeTab={String(kind)}
        onAlerts={() => setSheet('alerts')}
        onFilter={canFilter ? () => setSheet('filter') : undefined}
        filterActive={data.filterId.length > 0}
      />
      <LiveToasts />
      {list && (kind === 1 || kind === 2) ? (
        <DateBar dates={list.dates} current={list.selectDate} nowSec={list.serverTime} basePath={basePath} />
      ) : null}
      <div className="kq-replay-note">
        <span className="kq-source-tag">模拟</span>
        篮球比赛由比赛模型模拟生成，比分与文字直播按模拟进程播出
      </div>
      {list && list.hideCount > 0 ? (
        <button type="button" className="kq-hide-hint" data-testid="hide-hint" onClick={() => setSheet('filter')}>
          已隐藏 {list.hideCount} 场比赛，点击修改筛选
        </button>
      ) : null}
      {body}
      {sheet ? (
        <Suspense fallback={null}>
          {sheet === 'filter' && list ? (
            <FilterSheet
              endpoint="/live/basketball/filter"
              query={{ type: kind, date: kind === 0 ? undefined : (list.selectDate ?? matchDayOf(list.serverTime)) }}
              filterId={data.filterId}
              store={(filterId) => {
                document.cookie = basketballFilterCookieText(filterId, new Date());
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
