import { oddsHistory, oddsList, type OddsList } from '@kanqiu/contract';
import { handicapName, truncateDecimals } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import { oddsMarkets, oddsPhaseLabels } from '../../../lib/labels';
import { beijingTime } from '../../live/format';
import { EmptyState, ErrorState, ListSkeleton } from '../../live/list-states';
import { usePublicQuery } from '../../live/use-public-query';

type Market = OddsList['market'];

const changeClass = (change: number): string => (change > 0 ? 'is-up' : change < 0 ? 'is-down' : '');

/** The middle value: the handicap's Chinese name, the goal line, or the draw price. */
function middleText(market: Market, value: number): string {
  if (market === 'asia') {
    try {
      return handicapName(value, 'football');
    } catch {
      return truncateDecimals(value, 2);
    }
  }
  if (market === 'total') return `${value}球`;
  return truncateDecimals(value, 2);
}

function Triple({
  market,
  values,
  changes,
}: {
  market: Market;
  values: readonly [number, number, number] | null;
  changes?: readonly number[];
}): ReactElement {
  if (!values) return <span className="kq-odds-triple is-empty">-</span>;
  return (
    <span className="kq-odds-triple">
      <i className={changeClass(changes?.[0] ?? 0)}>{truncateDecimals(values[0], 2)}</i>
      <i className={`is-mid ${changeClass(changes?.[1] ?? 0)}`}>{middleText(market, values[1])}</i>
      <i className={changeClass(changes?.[2] ?? 0)}>{truncateDecimals(values[2], 2)}</i>
    </span>
  );
}

function History({
  matchId,
  type,
  companyId,
  onBack,
}: {
  matchId: number;
  type: number;
  companyId: number;
  onBack(): void;
}): ReactElement {
  const query = usePublicQuery(`/live/odds/history/${matchId}`, oddsHistory, { type, companyId });
  const history = query.data;
  return (
    <section className="kq-card kq-detail-card" data-testid="odds-history">
      <h3 className="kq-card-title">
        <button type="button" className="kq-link-button" onClick={onBack}>
          ‹ 返回
        </button>
        {query.data?.nameZh ?? ''} 变化
      </h3>
      {query.loading && !query.data ? <ListSkeleton rows={4} /> : null}
      {query.error ? <ErrorState message={query.error} onRetry={query.reload} /> : null}
      {history ? (
        <table className="kq-odds-table">
          <thead>
            <tr>
              <th>时间</th>
              <th>主</th>
              <th>{history.market === 'euro' ? '和' : '盘口'}</th>
              <th>客</th>
            </tr>
          </thead>
          <tbody>
            {[...history.list].reverse().map((row) => (
              <tr key={`${row.at}-${row.left}-${row.middle}-${row.right}`} data-testid="odds-history-row">
                <td className="kq-odds-when">
                  {row.phase === 'live' ? (
                    <>
                      {row.minute !== null ? `${row.minute}'` : '滚球'}
                      {row.score ? (
                        <small>
                          {' '}
                          {row.score[0]}-{row.score[1]}
                        </small>
                      ) : null}
                    </>
                  ) : (
                    <>
                      {oddsPhaseLabels[row.phase]}
                      <small> {beijingTime(row.at)}</small>
                    </>
                  )}
                </td>
                <td className={changeClass(row.leftChange)}>{truncateDecimals(row.left, 2)}</td>
                <td className={changeClass(row.middleChange)}>{middleText(history.market, row.middle)}</td>
                <td className={changeClass(row.rightChange)}>{truncateDecimals(row.right, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** 指数: 亚指 / 欧指 / 大小, each company's opening and current line; tap a company for its history. */
export function OddsTab({ matchId, version }: { matchId: number; version: number }): ReactElement {
  const [type, setType] = useState(1);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const query = usePublicQuery(`/live/odds/${matchId}`, oddsList, { type, v: version });
  const odds = query.data;
  return (
    <div className="kq-detail-tab" data-testid="tab-odds">
      <div className="kq-segment" role="tablist">
        {oddsMarkets.map((m) => (
          <button
            key={m.type}
            type="button"
            role="tab"
            aria-selected={m.type === type}
            className={m.type === type ? 'is-active' : ''}
            onClick={() => {
              setType(m.type);
              setCompanyId(null);
            }}
          >
            {m.label}
          </button>
        ))}
      </div>
      {companyId !== null ? (
        <History matchId={matchId} type={type} companyId={companyId} onBack={() => setCompanyId(null)} />
      ) : query.loading && !query.data ? (
        <ListSkeleton rows={5} />
      ) : query.error ? (
        <ErrorState message={query.error} onRetry={query.reload} />
      ) : !odds || odds.list.length === 0 ? (
        <EmptyState title="暂无指数" />
      ) : (
        <section className="kq-card kq-detail-card">
          <div className="kq-odds-head">
            <span>公司</span>
            <span>初盘</span>
            <span>即时</span>
          </div>
          <ul className="kq-odds-list">
            {odds.list.map((row) => (
              <li key={row.companyId}>
                <button type="button" data-testid="odds-company" onClick={() => setCompanyId(row.companyId)}>
                  <span className="kq-odds-company">{row.nameZh}</span>
                  <Triple market={odds.market} values={row.open} />
                  <Triple market={odds.market} values={row.current} changes={row.changes} />
                </button>
              </li>
            ))}
          </ul>
          <p className="kq-odds-note">指数仅供参考，看球直播不提供任何投注服务。红色上升，绿色下降。</p>
        </section>
      )}
    </div>
  );
}
