import type { BasketballDetail } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { MatchAnimation, useBasketballAnimation } from '../../animation';
import { useLiveDetail, useSportsNow } from '../../live';
// After the live detail's styles, which it refines.
import '../basketball.css';
import { SpoilerCover, useScoreHidden } from '../../spoiler';
import { basketballLiveDetail } from './detail-diff';
import { playText, StatsTab } from './live-tabs';
import { BasketballMatchHeader, notStarted } from './match-header';

/** A basketball 动画直播 room: the header (score, period clock), the animation and the newest play, all live. */
export function BasketballAnimationRoom({ data }: { data: BasketballDetail }): ReactElement {
  const animation = useBasketballAnimation({ state: data.header.state, plays: data.plays });
  const { state: detail, flash } = useLiveDetail({
    ...basketballLiveDetail(data),
    onApplied: (_before, _after, diff) => animation.feed(diff),
  });
  const now = useSportsNow(data);
  const { header } = detail;
  const hidden = useScoreHidden(header.id) && !notStarted.has(header.state);
  const play = detail.plays[0];
  return (
    <>
      <BasketballMatchHeader detail={detail} now={now} flash={flash} hidden={hidden} />
      {hidden ? (
        <SpoilerCover matchId={header.id} />
      ) : (
        <>
          <MatchAnimation sport="basketball" moment={animation.moment} home={header.home} away={header.away} />
          <p className="kq-anim-line" data-testid="animation-latest-line">
            <b>直播</b>
            {play ? (
              <>
                {play.side ? (
                  <span className="kq-anim-line-minute">
                    {play.side === 'home' ? header.home.name : header.away.name}
                  </span>
                ) : null}
                {playText(play)}
              </>
            ) : (
              '比赛开始后这里播出文字直播'
            )}
          </p>
          <StatsTab statistics={detail.statistics} homeName={header.home.name} awayName={header.away.name} />
        </>
      )}
    </>
  );
}
