import type { BasketballDetail } from '@kanqiu/contract';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { AnimationTab, useBasketballAnimation } from '../../animation';
import { DetailTabs, ListSkeleton, LiveToasts, OddsTab, useLiveDetail, useSportsNow } from '../../live';
// After the live detail's styles, which it refines.
import '../basketball.css';
import { PageHeader } from '../../shell';
import { GroupChatTab, MatchVideoStage, type MatchVideo } from '../../vlive';
import { matchChatGroup } from '@kanqiu/domain';
import { basketballLiveDetail } from './detail-diff';
import { PlaysTab, PlayersTab, QuartersTab, StatsTab } from './live-tabs';
import { SpoilerCover, useScoreHidden } from '../../spoiler';
import { BasketballMatchHeader, notStarted } from './match-header';

const AnalysisTab = lazy(() => import('./analysis-tab').then((m) => ({ default: m.BasketballAnalysisTab })));

const tabs = [
  { key: 'plays', label: '文字直播' },
  { key: 'chat', label: '聊天' },
  { key: 'animation', label: '动画' },
  { key: 'quarters', label: '比分' },
  { key: 'stats', label: '统计' },
  { key: 'players', label: '球员' },
  { key: 'odds', label: '指数' },
  { key: 'analysis', label: '分析' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** /live/lq/detail/:id — header and its tabs, kept live on the `match:<id>` topic; 聊天 on the match's chat group. */
export function BasketballDetailPage({
  data,
  headerRight,
  video = null,
}: {
  data: BasketballDetail;
  /** The match's live video, played in the header's place (none when no room streams it). */
  video?: MatchVideo | null;
  /** The 看直播 entry when the match has a stream. */
  headerRight?: ReactNode;
}): ReactElement {
  const [tab, setTab] = useState<TabKey>('plays');
  const [oddsVersion, setOddsVersion] = useState(0);
  const animation = useBasketballAnimation({ state: data.header.state, plays: data.plays });
  const {
    state: detail,
    flash,
    resync,
  } = useLiveDetail({
    ...basketballLiveDetail(data),
    onApplied: (_before, _after, diff) => {
      animation.feed(diff);
      if (diff.odds.length > 0) setOddsVersion(diff.version);
      // The box score is in the detail payload: fetch it again when a newer one was stored.
      if (diff.boxScoreChanged && tab === 'players') resync();
    },
  });
  const now = useSportsNow(data);
  const { header } = detail;
  const hidden = useScoreHidden(header.id) && !notStarted.has(header.state);

  const teams = { homeName: header.home.name, awayName: header.away.name };
  return (
    <div className="kq-detail-page">
      <PageHeader title={`${header.away.name} vs ${header.home.name}`} backTo="/live/lq/0" right={headerRight} />
      <LiveToasts />
      <MatchVideoStage video={video}>
        <BasketballMatchHeader detail={detail} now={now} flash={flash} hidden={hidden} />
      </MatchVideoStage>
      <DetailTabs
        tabs={tabs}
        active={tab}
        onSelect={(key) => {
          setTab(key);
          if (key === 'players' && header.clockRunning) resync();
        }}
      />
      {hidden && tab !== 'odds' && tab !== 'analysis' && tab !== 'chat' ? <SpoilerCover matchId={header.id} /> : null}
      {!hidden && tab === 'plays' ? (
        <PlaysTab plays={detail.plays} withoutPlays={header.source === 'live'} {...teams} />
      ) : null}
      {!hidden && tab === 'quarters' ? <QuartersTab quarters={detail.quarters} {...teams} /> : null}
      {!hidden && tab === 'stats' ? <StatsTab statistics={detail.statistics} {...teams} /> : null}
      {!hidden && tab === 'players' ? (
        <PlayersTab boxScore={detail.boxScore} leagueName={header.leagueName} {...teams} />
      ) : null}
      <Suspense fallback={<ListSkeleton rows={5} />}>
        {!hidden && tab === 'animation' ? (
          <AnimationTab sport="basketball" moment={animation.moment} home={header.home} away={header.away} />
        ) : null}
        {tab === 'chat' ? (
          <GroupChatTab group={matchChatGroup(header.id)} loginTo={`/live/lq/detail/${header.id}`} />
        ) : null}
        {tab === 'odds' ? <OddsTab sport="basketball" matchId={header.id} version={oddsVersion} /> : null}
        {tab === 'analysis' ? <AnalysisTab matchId={header.id} {...teams} /> : null}
      </Suspense>
    </div>
  );
}
