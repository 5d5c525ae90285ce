import '../../live/live.css';
import type { FootballNavigation, TextLive } from '@kanqiu/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useRevalidator } from 'react-router';
import { PageHeader } from '../../shell/page-header';
import { alertText, alertsFor } from '../../live/alerts';
import { playAlertBeep, useAlertStore } from '../../live/alert-store';
import { LiveToasts } from '../../live/live-toasts';
import { ListSkeleton } from '../../live/list-states';
import { serverNow } from '../../live/server-clock';
import { judgeMatchVersion } from '../../live/stream-position';
import { useLiveSocket } from '../../live/use-live-socket';
import { useSportsNow } from '../../live/use-sports-now';
import { rowMinuteText } from '../list-diff';
import { applyHeaderDiff, applyTextLiveDiff } from './match-diff';
import { MatchHeader } from './match-header';
import { OverviewTab } from './overview-tab';

const LineupsTab = lazy(() => import('./lineups-tab').then((m) => ({ default: m.LineupsTab })));
const OddsTab = lazy(() => import('./odds-tab').then((m) => ({ default: m.OddsTab })));
const AnalysisTab = lazy(() => import('./analysis-tab').then((m) => ({ default: m.AnalysisTab })));

const tabs = [
  { key: 'overview', label: '赛况' },
  { key: 'lineups', label: '阵容' },
  { key: 'odds', label: '指数' },
  { key: 'analysis', label: '分析' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

export type DetailData = { header: FootballNavigation; textLive: TextLive };

/** /live/zq/detail/:id — header and four tabs, kept live on the `match:<id>` topic. */
export function FootballDetailPage({ data }: { data: DetailData }): ReactElement {
  const revalidator = useRevalidator();
  const [state, setState] = useState({ data, header: data.header, textLive: data.textLive });
  let { header, textLive } = state;
  if (state.data !== data) {
    header = data.header;
    textLive = data.textLive;
    setState({ data, header, textLive });
  }
  const [tab, setTab] = useState<TabKey>('overview');
  const [oddsVersion, setOddsVersion] = useState(0);
  const [lineupVersion, setLineupVersion] = useState(0);
  const [flash, setFlash] = useState(false);
  const now = useSportsNow(header.serverTime, header.clockRate);
  const current = useRef({ header, textLive });
  useEffect(() => {
    current.current = { header, textLive };
  }, [header, textLive]);
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

  useLiveSocket([`match:${header.id}`], {
    onOpen: (reconnect) => {
      if (reconnect) resync();
    },
    onReset: resync,
    onDiff: ({ data: diff }) => {
      if (diff.matchId !== current.current.header.id) return;
      const before = current.current.header;
      const verdict = judgeMatchVersion(before.version, diff.version);
      if (verdict === 'stale') return;
      if (verdict === 'resync') {
        resync();
        return;
      }
      const nextHeader = applyHeaderDiff(before, diff);
      const nextText = applyTextLiveDiff(current.current.textLive, diff);
      current.current = { header: nextHeader, textLive: nextText };
      setState((s) => ({ ...s, header: nextHeader, textLive: nextText }));
      if (diff.odds.length > 0) setOddsVersion(diff.version);
      if (diff.lineupsChanged) setLineupVersion(diff.version);
      if (nextHeader.score[0] + nextHeader.score[1] > before.score[0] + before.score[1]) {
        setFlash(true);
        setTimeout(() => setFlash(false), 3000);
      }
      const store = useAlertStore.getState();
      const kinds = alertsFor({ followed: nextHeader.followed, before, after: diff.fields }, store.settings);
      const minute = rowMinuteText(
        { s: nextHeader.state, pst: nextHeader.periodStartAt, period: nextHeader.period },
        serverNow(
          { serverTime: before.serverTime, receivedAtMs: receivedAt.current, rate: before.clockRate },
          Date.now(),
        ),
      );
      for (const kind of kinds) {
        store.push({
          kind,
          matchId: nextHeader.id,
          text: alertText(kind, nextHeader.home.name, nextHeader.away.name, nextHeader.score, minute),
        });
      }
      if (kinds.includes('goal') && store.settings.jqChecked) playAlertBeep();
    },
  });

  return (
    <div className="kq-detail-page">
      <PageHeader title={`${header.home.name} vs ${header.away.name}`} backTo="/live/hot" />
      <LiveToasts />
      <MatchHeader header={header} now={now} flash={flash} />
      <nav className="kq-detail-tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={tab === t.key ? 'is-active' : ''}
            data-testid={`detail-tab-${t.key}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {tab === 'overview' ? <OverviewTab header={header} textLive={textLive} /> : null}
      <Suspense fallback={<ListSkeleton rows={5} />}>
        {tab === 'lineups' ? (
          <LineupsTab
            matchId={header.id}
            homeName={header.home.name}
            awayName={header.away.name}
            version={lineupVersion}
          />
        ) : null}
        {tab === 'odds' ? <OddsTab matchId={header.id} version={oddsVersion} /> : null}
        {tab === 'analysis' ? (
          <AnalysisTab matchId={header.id} homeName={header.home.name} awayName={header.away.name} />
        ) : null}
      </Suspense>
    </div>
  );
}
