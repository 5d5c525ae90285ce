import type { FootballNavigation, MatchDiff } from '@kanqiu/contract';
import { FootballStatus, IncidentType, isGoalIncident, isRedCardIncident, matchChatGroup } from '@kanqiu/domain';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { AnimationTab, useFootballAnimation } from '../../animation';
import { isScoreHiddenNow, SpoilerCover, useScoreHidden } from '../../spoiler';
import {
  type AlertKind,
  DetailTabs,
  ListSkeleton,
  LiveToasts,
  OddsTab,
  raiseAlerts,
  useLiveDetail,
  useSportsNow,
} from '../../live';
import { PageHeader } from '../../shell';
import { GroupChatTab, MatchVideoStage, type MatchVideo } from '../../vlive';
import { rowMinuteText } from '../row-minute';
import { footballLiveDetail, movesCommentary, type DetailData } from './match-diff';
import { MatchHeader } from './match-header';
import { OverviewTab } from './overview-tab';

const LineupsTab = lazy(() => import('./lineups-tab').then((m) => ({ default: m.LineupsTab })));
const AnalysisTab = lazy(() => import('./analysis-tab').then((m) => ({ default: m.AnalysisTab })));

const tabs = [
  { key: 'overview', label: '赛况' },
  { key: 'chat', label: '聊天' },
  { key: 'animation', label: '动画' },
  { key: 'lineups', label: '阵容' },
  { key: 'odds', label: '指数' },
  { key: 'analysis', label: '分析' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

export type { DetailData };

const ALERT_INCIDENT: Record<AlertKind, (type: number) => boolean> = {
  goal: isGoalIncident,
  red: isRedCardIncident,
  yellow: (type) => type === IncidentType.yellow,
};

/** The newest incident of the diff behind an alert, so the toast can name the side and the player. */
function incidentOf(kind: AlertKind, diff: MatchDiff) {
  return diff.incidents.filter((incident) => !incident.cancelled && ALERT_INCIDENT[kind](incident.type)).at(-1);
}

/** Raises the fan's alerts (toast, and a beep on goals) for the header's change. */
function raiseHeaderAlerts(before: FootballNavigation, after: FootballNavigation, diff: MatchDiff, now: number): void {
  // 防剧透: a hidden match raises no alert (it would tell the score).
  if (isScoreHiddenNow(after.id)) return;
  const minute = rowMinuteText({ s: after.state, pst: after.periodStartAt, period: after.period }, now);
  raiseAlerts(after.id, { followed: after.followed, before, after: diff.fields }, (kind, text) =>
    text(kind, after.home.name, after.away.name, after.score, minute, incidentOf(kind, diff)),
  );
}

/** /live/zq/detail/:id — header and its tabs, kept live on the `match:<id>` topic; 聊天 on the match's chat group. */
export function FootballDetailPage({
  data,
  headerRight,
  video = null,
}: {
  data: DetailData;
  /** The match's live video, played in the header's place (none when no room streams it). */
  video?: MatchVideo | null;
  /** The 看直播 entry when the match has a stream. */
  headerRight?: ReactNode;
}): ReactElement {
  const [tab, setTab] = useState<TabKey>('overview');
  const [oddsVersion, setOddsVersion] = useState(0);
  const [lineupVersion, setLineupVersion] = useState(0);
  const [commentaryVersion, setCommentaryVersion] = useState(0);
  const animation = useFootballAnimation({ state: data.header.state, statistic: data.textLive.statistic });
  const { state, flash } = useLiveDetail({
    ...footballLiveDetail(data),
    onApplied: (before, after, diff, now) => {
      animation.feed(diff);
      if (diff.odds.length > 0) setOddsVersion(diff.version);
      if (diff.lineupsChanged) setLineupVersion(diff.version);
      if (movesCommentary(before, after, diff)) setCommentaryVersion(diff.version);
      raiseHeaderAlerts(before.header, after.header, diff, now);
    },
  });
  const { header, textLive } = state;
  const now = useSportsNow(header);
  const hidden = useScoreHidden(header.id) && header.state !== FootballStatus.notStarted;

  return (
    <div className="kq-detail-page">
      <PageHeader title={`${header.home.name} vs ${header.away.name}`} backTo="/live/hot" right={headerRight} />
      <LiveToasts />
      <MatchVideoStage video={video}>
        <MatchHeader header={header} now={now} flash={flash && !hidden} hidden={hidden} />
      </MatchVideoStage>
      <DetailTabs tabs={tabs} active={tab} onSelect={setTab} />
      {(tab === 'overview' || tab === 'animation') && hidden ? <SpoilerCover matchId={header.id} /> : null}
      {tab === 'overview' && !hidden ? (
        <OverviewTab header={header} textLive={textLive} commentaryVersion={commentaryVersion} />
      ) : null}
      <Suspense fallback={<ListSkeleton rows={5} />}>
        {tab === 'animation' && !hidden ? (
          <AnimationTab sport="football" moment={animation.moment} home={header.home} away={header.away} />
        ) : null}
        {tab === 'lineups' ? (
          <LineupsTab
            matchId={header.id}
            home={header.home}
            away={header.away}
            version={lineupVersion}
            linkPlayers={header.source === 'replay'}
          />
        ) : null}
        {tab === 'chat' ? (
          <GroupChatTab group={matchChatGroup(header.id)} loginTo={`/live/zq/detail/${header.id}`} />
        ) : null}
        {tab === 'odds' ? <OddsTab matchId={header.id} version={oddsVersion} /> : null}
        {tab === 'analysis' ? (
          <AnalysisTab matchId={header.id} homeName={header.home.name} awayName={header.away.name} />
        ) : null}
      </Suspense>
    </div>
  );
}
