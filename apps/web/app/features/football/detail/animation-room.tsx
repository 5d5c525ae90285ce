import { textLive as textLiveSchema } from '@kanqiu/contract';
import { FootballStatus, StatisticType } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import { MatchAnimation, useFootballAnimation } from '../../animation';
import { usePublicQuery, useLiveDetail, useSportsNow } from '../../live';
import { SpoilerCover, useScoreHidden } from '../../spoiler';
import { footballLiveDetail, movesCommentary, type DetailData } from './match-diff';
import { MatchHeader } from './match-header';
import { StatBar } from './overview-tab';

/** The figures an animation is read from, under it: attacks, dangerous attacks, shots, corners, possession. */
const ANIMATION_STATISTICS: readonly number[] = [
  StatisticType.attacks,
  StatisticType.dangerousAttacks,
  StatisticType.shots,
  StatisticType.shotsOnTarget,
  StatisticType.corners,
  StatisticType.possession,
];

/** The newest line of 文字直播, fetched again at each change of the match. */
function LatestLine({
  matchId,
  version,
  initial,
}: {
  matchId: number;
  version: number;
  initial: DetailData['textLive'];
}) {
  const query = usePublicQuery(`/live/fb/match/live/textLive/${matchId}`, textLiveSchema, { v: version });
  const line = (query.data ?? initial).commentary.at(-1);
  return (
    <p className="kq-anim-line" data-testid="animation-latest-line">
      <b>赛况</b>
      {line ? (
        <>
          {line.minute ? <span className="kq-anim-line-minute">{line.minute}</span> : null}
          {line.text}
        </>
      ) : (
        '比赛开始后这里播出文字直播'
      )}
    </p>
  );
}

/** A football 动画直播 room: the header (score, clock), the animation and the newest 赛况 line, all live. */
export function FootballAnimationRoom({ data }: { data: DetailData }): ReactElement {
  const [lineVersion, setLineVersion] = useState(0);
  const animation = useFootballAnimation({ state: data.header.state, statistic: data.textLive.statistic });
  const { state, flash } = useLiveDetail({
    ...footballLiveDetail(data),
    onApplied: (before, after, diff) => {
      animation.feed(diff);
      if (movesCommentary(before, after, diff)) setLineVersion(diff.version);
    },
  });
  const { header, textLive } = state;
  const statistics = textLive.statistic.filter((entry) => ANIMATION_STATISTICS.includes(entry.type));
  const now = useSportsNow(header);
  const hidden = useScoreHidden(header.id) && header.state !== FootballStatus.notStarted;
  return (
    <>
      <MatchHeader header={header} now={now} flash={flash && !hidden} hidden={hidden} />
      {hidden ? (
        <SpoilerCover matchId={header.id} />
      ) : (
        <>
          <MatchAnimation sport="football" moment={animation.moment} home={header.home} away={header.away} />
          <LatestLine matchId={header.id} version={lineVersion} initial={data.textLive} />
          {statistics.length > 0 ? (
            <section className="kq-card kq-detail-card">
              <h3 className="kq-card-title">
                技术统计{textLive.minute !== null ? <small>截至 {textLive.minute}&apos;</small> : null}
              </h3>
              <ul className="kq-stats">
                {statistics.map((entry) => (
                  <StatBar key={entry.type} entry={entry} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
