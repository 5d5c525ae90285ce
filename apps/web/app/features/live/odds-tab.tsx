import { oddsHistory, oddsList, type OddsList } from '@kanqiu/contract';
import { handicapName, truncateDecimals } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import { basketballOddsTypes, oddsMarkets, oddsPhaseLabels } from '../../lib/labels';
import { formatShanghai } from '../../lib/format-date';
import { ListSkeleton } from './list-states';
import { EmptyState, ErrorState } from '../shell/states';
import { usePublicQuery } from './use-public-query';

type Market = OddsList['market'];

/** The odds tab serves both sports (basketball: /live/basket/zhi, 让分 / 胜负 / 大小分). */
export type OddsSport = 'football' | 'basketball';

const indexPath = (sport: OddsSport, matchId: number): string =>
  sport === 'basketball' ? `/live/basket/zhi/index/${matchId}` : `/live/odds/${matchId}`;
const historyPath = (sport: OddsSport, matchId: number): string =>
  sport === 'basketball' ? `/live/basket/zhi/history/${matchId}` : `/live/odds/history/${matchId}`;

/** Basketball column names by market (docs/api.md: left, middle, right). */
const basketballOddsColumns: Record<Market, readonly [string, string, string]> = {
  asia: ['主水', '让分', '客水'],
  euro: ['主胜', '返还率', '客胜'],
  total: ['大分', '总分', '小分'],
};

const changeClass = (change: number): string => (change > 0 ? 'is-up' : change < 0 ? 'is-down' : '');

/** The middle value: the handicap's Chinese name, the goal / points line, the draw price or return rate. */
function middleText(market: Market, value: number, sport: OddsSport = 'football'): string {
  if (market === 'asia') {
    try {
      return handicapName(value, sport);
    } catch {
      return truncateDecimals(value, 2);
    }
  }
  if (market === 'total') return sport === 'basketball' ? String(value) : `${value}球`;
  if (sport === 'basketball') return `${truncateDecimals(value, 1)}%`;
  return truncateDecimals(value, 2);
}

function Triple({
  market,
  values,
  changes,
  sport,
}: {
  sport: OddsSport;
  market: Market;
  values: readonly [number, number, number] | null;
  changes?: readonly number[];
}): ReactElement {
  if (!values) return <span className="kq-odds-triple is-empty">-</span>;
  return (
    <span className="kq-odds-triple">
      <i className={changeClass(changes?.[0] ?? 0)}>{truncateDecimals(values[0], 2)}</i>
      <i className={`is-mid ${changeClass(changes?.[1] ?? 0)}`}>{middleText(market, values[1], sport)}</i>
      <i className={changeClass(changes?.[2] ?? 0)}>{truncateDecimals(values[2], 2)}</i>
    </span>
  );
}

function History({
  sport,
  matchId,
  type,
  companyId,
  onBack,
}: {
  sport: OddsSport;
  matchId: number;
  type: number;
  companyId: number;
  onBack(): void;
}): ReactElement {
  const query = usePublicQuery(historyPath(sport, matchId), oddsHistory, { type, companyId });
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
              <th>{history.market === 'euro' ? (sport === 'basketball' ? '返还率' : '和') : '盘口'}</th>
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
                      <small> {formatShanghai(row.at, 'HH:mm')}</small>
                    </>
                  )}
                </td>
                <td className={changeClass(row.leftChange)}>{truncateDecimals(row.left, 2)}</td>
                <td className={changeClass(row.middleChange)}>{middleText(history.market, row.middle, sport)}</td>
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
export function OddsTab({
  matchId,
  version,
  sport = 'football',
}: {
  matchId: number;
  version: number;
  sport?: OddsSport;
}): ReactElement {
  const markets = sport === 'basketball' ? basketballOddsTypes : oddsMarkets;
  const [type, setType] = useState(1);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const query = usePublicQuery(indexPath(sport, matchId), oddsList, { type, v: version });
  const odds = query.data;
  return (
    <div className="kq-detail-tab" data-testid="tab-odds">
      <div className="kq-segment" role="tablist">
        {markets.map((m) => (
          <button
            key={m.type}
            type="button"
            role="tab"
            aria-selected={m.type === type}
            data-testid={`odds-type-${m.type}`}
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
        <History sport={sport} matchId={matchId} type={type} companyId={companyId} onBack={() => setCompanyId(null)} />
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
          {sport === 'basketball' ? (
            <div className="kq-odds-head is-columns" data-testid="odds-columns">
              <span />
              <span className="kq-odds-triple">
                {basketballOddsColumns[odds.market].map((c) => (
                  <i key={c}>{c}</i>
                ))}
              </span>
              <span className="kq-odds-triple">
                {basketballOddsColumns[odds.market].map((c) => (
                  <i key={c}>{c}</i>
                ))}
              </span>
            </div>
          ) : null}
          <ul className="kq-odds-list">
            {odds.list.map((row) => (
              <li key={row.companyId}>
                <button type="button" data-testid="odds-company" onClick={() => setCompanyId(row.companyId)}>
                  <span className="kq-odds-company">{row.nameZh}</span>
                  <Triple sport={sport} market={odds.market} values={row.open} />
                  <Triple sport={sport} market={odds.market} values={row.current} changes={row.changes} />
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
