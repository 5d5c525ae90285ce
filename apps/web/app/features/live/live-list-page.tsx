import './live.css';
import { matchDayOf, type ListGroup } from '@kanqiu/domain';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { inHydrationBoundaries } from '../../lib/hydration-boundaries';
import { usePageLoaded } from '../../lib/page-loaded';
import { loginPath } from '../../lib/safe-redirect';
import { useInRowLinks } from './in-row-link';
import { sectionsOf } from './list-sections';
import { LiveHeader, type LiveTab, type SportLinks } from './live-header';
import type { ListFilter, ListSheet } from './live-list-types';
import { ListSkeleton } from './list-states';
import { EmptyState, ErrorState } from '../shell/states';

// The toasts follow live updates, which start after the load event, and the sheets open on a tap: their code,
// and the list of files the sheets need, come after the load event
// (docs/decisions/0048-first-screen-javascript-within-budget.md).
const ListOverlays = lazy(() => import('./list-overlays').then((m) => ({ default: m.ListOverlays })));

type Row = { id: number; s: number; isShow: number };

type ListState = { loaded: boolean; needLogin: boolean; error: string | null; followed: boolean; hideCount: number };

/** A sport's score list's state from its loader's data (关注 is the list of kind 3 in both sports). */
export function sportListState(data: {
  kind: number | string;
  list: { hideCount: number } | null;
  needLogin: boolean;
  error: string | null;
}): ListState {
  return {
    loaded: data.list !== null,
    needLogin: data.needLogin,
    error: data.error,
    followed: data.kind === 3,
    hideCount: data.list?.hideCount ?? 0,
  };
}

/**
 * The league filter of a sport's score list: 即时 (kind 0) counts today's matches, the other lists their day's
 * (`listDay`, else the sports clock's day); 热门 and 关注 (kind 3) cannot be filtered.
 */
export function sportListFilter(
  sport: LiveListPageProps<Row>['sport'],
  data: { kind: number | string; list: { serverTime: number } | null; filterId: string },
  listDay: string | null | undefined,
): ListFilter | null {
  const { kind, list } = data;
  if (kind === 'hot' || kind === 3 || !list) return null;
  return {
    endpoint: `/live/${sport}/filter`,
    query: { type: kind, date: kind === 0 ? undefined : (listDay ?? matchDayOf(list.serverTime)) },
    filterId: data.filterId,
  };
}

export type LiveListPageProps<R extends Row> = {
  sport: 'football' | 'basketball';
  tabs: LiveTab[];
  activeTab: string;
  /** The label telling fans where the matches come from (回放, 模拟). */
  /** The note on where the data comes from; none when every row is a real provider's live data. */
  source: { tag: string; text: string } | null;
  /** A second line under it when some rows' play is simulated (中超: 比分真实，过程模拟). */
  simulatedNote?: string | null;
  rows: R[];
  /** Grouped 进行中 / 未开赛 / 已完场 by the sport's rule, or one section when null. */
  groupOf: ((state: number) => ListGroup | null) | null;
  renderRow(row: R): ReactElement;
  state: ListState;
  dateBar: ReactElement | null;
  /** Null where the list cannot be filtered (热门, 关注). */
  filter: ListFilter | null;
  /**
   * The fan's filter, shown as active in the header even where the list cannot be filtered; '' when none
   * applies (the loader reads only a filter that applies, `readFilterCookie`).
   */
  filterId: string;
  resync(): void;
  /** What keeps the rows live once the page has loaded (`useLiveList`). */
  live: ReactElement | null;
  /** Where the 足球 / 篮球 switch leads, when not to the score lists (/live switches between its own sports). */
  sportLinks?: SportLinks;
  /** What an empty list shows instead of 暂无比赛. */
  empty?: ReactElement;
  /** 聊球 in the header: the sport's group chat. */
  chatEntry?: ReactNode;
};

function useLoadingAnotherList(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  // A skeleton while another list or day loads (not while the same list revalidates after a diff gap).
  return (
    navigation.state === 'loading' &&
    `${navigation.location.pathname}${navigation.location.search}` !== `${location.pathname}${location.search}`
  );
}

// The first screen's rows hydrate with the page, the rest in boundaries of a few rows.
const ROWS_HYDRATED_WITH_PAGE = 8;
const ROWS_PER_BOUNDARY = 8;

function ListBody<R extends Row>(props: LiveListPageProps<R>): ReactElement {
  const location = useLocation();
  const loading = useLoadingAnotherList();
  const { state } = props;
  const sections = sectionsOf(props.rows, props.groupOf !== null, props.groupOf ?? (() => null));
  if (loading) return <ListSkeleton />;
  if (state.needLogin) {
    return (
      <EmptyState title="登录后查看关注的比赛">
        <Link className="kq-retry" to={loginPath(location.pathname)}>
          去登录
        </Link>
      </EmptyState>
    );
  }
  if (state.error || !state.loaded) return <ErrorState message={state.error ?? '加载失败'} onRetry={props.resync} />;
  if (sections.every((section) => section.rows.length === 0)) {
    if (props.empty) return props.empty;
    return <EmptyState title={state.followed ? '还没有关注的比赛，点击比赛右侧的☆关注' : '暂无比赛'} />;
  }
  const firstRowOf = sections.map((_, index) => sections.slice(0, index).reduce((n, s) => n + s.rows.length, 0));
  return (
    <div className="kq-match-list" data-testid="match-list">
      {sections.map((section, index) => (
        <section key={section.key}>
          {section.title ? <h2 className="kq-list-section">{section.title}</h2> : null}
          {inHydrationBoundaries(
            section.rows.map((row) => props.renderRow(row)),
            { eager: ROWS_HYDRATED_WITH_PAGE, perBoundary: ROWS_PER_BOUNDARY, before: firstRowOf[index]! },
          )}
        </section>
      ))}
    </div>
  );
}

/** A sport's score list page: header, date bar, source note, the list and its filter and alert sheets. */
export function LiveListPage<R extends Row>(props: LiveListPageProps<R>): ReactElement {
  const [sheet, setSheet] = useState<ListSheet>(null);
  const { filter } = props;
  const loaded = usePageLoaded();
  useInRowLinks();
  return (
    <div className="kq-live-page">
      <LiveHeader
        chatEntry={props.chatEntry}
        sport={props.sport}
        tabs={props.tabs}
        activeTab={props.activeTab}
        onAlerts={() => setSheet('alerts')}
        onFilter={filter ? () => setSheet('filter') : undefined}
        filterActive={props.filterId !== ''}
        sportLinks={props.sportLinks}
      />
      {loaded ? (
        <Suspense fallback={null}>
          <ListOverlays
            sheet={sheet}
            filter={filter}
            sport={props.sport}
            onClose={() => setSheet(null)}
            onApplied={() => {
              setSheet(null);
              props.resync();
            }}
          />
        </Suspense>
      ) : null}
      {props.live}
      {props.dateBar}
      {props.source ? (
        <div className="kq-replay-note">
          <span className="kq-source-tag">{props.source.tag}</span>
          {props.source.text}
        </div>
      ) : null}
      {props.simulatedNote ? (
        <div className="kq-replay-note" data-testid="simulated-note">
          <span className="kq-source-tag">模拟</span>
          {props.simulatedNote}
        </div>
      ) : null}
      {props.state.hideCount > 0 ? (
        <button type="button" className="kq-hide-hint" data-testid="hide-hint" onClick={() => setSheet('filter')}>
          已隐藏 {props.state.hideCount} 场比赛，点击修改筛选
        </button>
      ) : null}
      <ListBody {...props} />
    </div>
  );
}
