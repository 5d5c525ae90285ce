import '../../live/live.css';
import '../basketball.css';
import type { BasketballDetail } from '@kanqiu/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useRevalidator } from 'react-router';
import { PageHeader } from '../../shell/page-header';
import { LiveToasts } from '../../live/live-toasts';
import { ListSkeleton } from '../../live/list-states';
import { serverNow } from '../../live/server-clock';
import { judgeMatchVersion } from '../../live/stream-position';
import { useLiveSocket } from '../../live/use-live-socket';
import { useSportsNow } from '../../live/use-sports-now';
import { applyDetailDiff, detailStateOf, headerClock, type DetailState } from './detail-diff';
import { PlaysTab, PlayersTab, QuartersTab, StatsTab } from './live-tabs';
import { BasketballMatchHeader } from './match-header';

const OddsTab = lazy(() => import('../../football/detail/odds-tab').then((m) => ({ default: m.OddsTab })));
const AnalysisTab = lazy(() => import('./analysis-tab').then((m) => ({ default: m.BasketballAnalysisTab })));

const tabs = [
  { key: 'plays', label: '文字直播' },
  { key: 'quarters', label: '比分' },
  { key: 'stats', label: '统计' },
  { key: 'players', label: '球员' },
  { key: 'odds', label: '指数' },
  { key: 'analysis', label: '分析' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** /live/lq/detail/:id — header and six tabs, kept live on the `match:<id>` topic. */
export function BasketballDetailPage({ data }: { data: BasketballDetail }): ReactElement {
  const revalidator = useRevalidator();
  const [state, setState] = useState(() => ({ data, detail: detailStateOf(data) }));
  let detail = state.detail;
  if (state.data !== data) {
    detail = detailStateOf(data);
    setState({ data, detail });
  }
  const [tab, setTab] = useState<TabKey>('plays');
  const [oddsVersion, setOddsVersion] = useState(0);
  const [flash, setFlash] = useState(false);
  const now = useSportsNow(data.serverTime, data.clockRate);
  const current = useRef<DetailState>(detail);
  useEffect(() => {
    current.current = detail;
  }, [detail]);
  const resyncing = useRef(false);
  const receivedAt = useRef(0);
  useEffect(() => {
    resyncing.current = false;
    receivedAt.current = Date.now();
  }, [data]);

  const resync = useCallback(() => {
    if (resyncing.current) return;
    resyncing.current = true;
    void revalidator.revalidate();
  }, [revalidator]);

  const { header } = detail;
  useLiveSocket([`match:${header.id}`], {
    onOpen: (reconnect) => {
      if (reconnect) resync();
    },
    onReset: resync,
    onDiff: ({ data: diff }) => {
      const before = current.current;
      if (diff.matchId !== before.header.id) return;
      const verdict = judgeMatchVersion(before.header.version, diff.version);
      if (verdict === 'stale') return;
      if (verdict === 'resync') {
        resync();
        return;
      }
      const nowSec = serverNow(
        { serverTime: data.serverTime, receivedAtMs: receivedAt.current, rate: data.clockRate },
        Date.now(),
      );
      const next = applyDetailDiff(before, diff, nowSec);
      current.current = next;
      setState((s) => ({ ...s, detail: next }));
      if (diff.odds.length > 0) setOddsVersion(diff.version);
      // The box score is in the detail payload: fetch it again when a newer one was stored.
      if (diff.boxScoreChanged && tab === 'players') resync();
      if (next.header.score[0] + next.header.score[1] > before.header.score[0] + before.header.score[1]) {
        setFlash(true);
        setTimeout(() => setFlash(false), 1500);
      }
    },
  });

  const teams = { homeName: header.home.name, awayName: header.away.name };
  return (
    <div className="kq-detail-page">
      <PageHeader title={`${header.away.name} vs ${header.home.name}`} backTo="/live/lq/0" />
      <LiveToasts />
      <BasketballMatchHeader header={header} clock={headerClock(detail)} now={now} flash={flash} />
      <nav className="kq-detail-tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={tab === t.key ? 'is-active' : ''}
            data-testid={`detail-tab-${t.key}`}
            onClick={() => {
              setTab(t.key);
              if (t.key === 'players' && header.clockRunning) resync();
            }}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {tab === 'plays' ? <PlaysTab plays={detail.plays} {...teams} /> : null}
      {tab === 'quarters' ? <QuartersTab quarters={detail.quarters} {...teams} /> : null}
      {tab === 'stats' ? <StatsTab statistics={detail.statistics} {...teams} /> : null}
      {tab === 'players' ? <PlayersTab boxScore={detail.boxScore} leagueName={header.leagueName} {...teams} /> : null}
      <Suspense fallback={<ListSkeleton rows={5} />}>
        {tab === 'odds' ? <OddsTab sport="basketball" matchId={header.id} version={oddsVersion} /> : null}
        {tab === 'analysis' ? <AnalysisTab matchId={header.id} {...teams} /> : null}
      </Suspense>
    </div>
  );
}
