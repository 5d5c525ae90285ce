import { filterData } from '@kanqiu/contract';
import { parseFilterIds } from '@kanqiu/domain';
import { Popup } from 'antd-mobile';
import { Toast } from '../../lib/antd-imperative';
import { useMemo, useState, type ReactElement } from 'react';
import { ListSkeleton } from './list-states';
import { ErrorState } from '../shell/states';
import {
  filterIdFor,
  invertSelection,
  selectAll,
  selectedCount,
  selectHot,
  toggleSelection,
  type FilterCompetition,
  type Selection,
} from './filter-selection';
import { filterCookieText, type FilterSport } from './filter-cookie';
import { usePublicQuery } from './use-public-query';

/**
 * The league filter (full screen), for any sport: competitions by pinyin letter with counts from the
 * sport's filter endpoint; 确定 keeps the filter id in the sport's cookie and closes.
 */
export function FilterSheet(props: {
  /** The sport's filter endpoint, e.g. /live/football/filter. */
  endpoint: string;
  query: Record<string, string | number | undefined>;
  filterId: string;
  sport: FilterSport;
  onClose(): void;
  onApplied(): void;
}): ReactElement {
  // The sheet lists every competition of the list, whatever the current filter.
  const query = usePublicQuery(props.endpoint, filterData, props.query);
  const all: FilterCompetition[] = useMemo(
    () =>
      query.data?.list.flatMap((group) =>
        group.countList.map((c) => ({ id: c.leagueId, name: c.leagueName, count: c.count, hot: c.hot })),
      ) ?? [],
    [query.data],
  );
  const [picked, setPicked] = useState<Selection | null>(null);
  const selected: Selection = useMemo(() => {
    if (picked) return picked;
    const ids = parseFilterIds(props.filterId);
    return ids ? new Set(all.filter((c) => ids.includes(c.id)).map((c) => c.id)) : selectAll(all);
  }, [picked, props.filterId, all]);

  const apply = () => {
    if (selected.size === 0) {
      Toast.show({ content: '请至少选择一个赛事' });
      return;
    }
    document.cookie = filterCookieText(props.sport, filterIdFor(all, selected), new Date());
    props.onApplied();
  };

  return (
    <Popup visible position="right" onMaskClick={props.onClose} bodyClassName="kq-sheet-full" destroyOnClose>
      <div className="kq-sheet" data-testid="filter-sheet">
        <header className="kq-sheet-header">
          <button type="button" className="kq-sheet-back" onClick={props.onClose} aria-label="返回">
            ‹
          </button>
          <h1>赛事筛选</h1>
          <span />
        </header>
        <div className="kq-sheet-body">
          {query.loading ? <ListSkeleton rows={4} /> : null}
          {query.error ? <ErrorState message={query.error} onRetry={query.reload} /> : null}
          {query.data?.list.map((group) => (
            <section key={group.letter} className="kq-filter-group">
              <h2>{group.letter}</h2>
              <div className="kq-filter-grid">
                {group.countList.map((c) => (
                  <button
                    key={c.leagueId}
                    type="button"
                    className={`kq-filter-chip${selected.has(c.leagueId) ? ' is-on' : ''}`}
                    aria-pressed={selected.has(c.leagueId)}
                    data-testid="filter-chip"
                    onClick={() => setPicked(toggleSelection(selected, c.leagueId))}
                  >
                    <span>{c.leagueName}</span>
                    <em>{c.count}</em>
                  </button>
                ))}
              </div>
            </section>
          ))}
        </div>
        <footer className="kq-sheet-footer">
          <div className="kq-filter-ops">
            <button type="button" onClick={() => setPicked(selectAll(all))}>
              全选
            </button>
            <button type="button" onClick={() => setPicked(invertSelection(all, selected))}>
              反选
            </button>
            <button type="button" onClick={() => setPicked(selectHot(all))}>
              热门
            </button>
          </div>
          <div className="kq-filter-confirm">
            <span>
              已选 <b data-testid="filter-count">{selectedCount(all, selected)}</b> 场
            </span>
            <button type="button" className="kq-primary-button" data-testid="filter-confirm" onClick={apply}>
              确定
            </button>
          </div>
        </footer>
      </div>
    </Popup>
  );
}
