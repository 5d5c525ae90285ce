import { isBasketballLive, isFootballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { useSearchParam } from '../../lib/use-search-param';
import { BasketballMatchRow, basketballTabs } from '../basketball';
import { footballTabs, MatchRow } from '../football';
import { LiveListPage, type SportLinks } from '../live';
import { EmptyState } from '../shell/states';
import { useBothSportsLive } from './both-sports';
import type { LiveNowData, NextMatch } from './loader.server';
import './live-now.css';

type Sport = 'football' | 'basketball';

/** `?sport=lq` shows basketball; without it football, unless only basketball is being played. */
function useSport(footballLive: number, basketballLive: number): Sport {
  const asked = useSearchParam('sport');
  if (asked === 'lq') return 'basketball';
  if (asked === 'zq') return 'football';
  return footballLive === 0 && basketballLive > 0 ? 'basketball' : 'football';
}

const detailPath = (sport: Sport, id: number) => `/live/${sport === 'football' ? 'zq' : 'lq'}/detail/${id}`;

/** Nothing live in either sport: the next kick-off, honestly, and the way to the fixtures. */
function NothingLive({ next, sport }: { next: NextMatch | null; sport: Sport }): ReactElement {
  return (
    <EmptyState title="当前没有进行中的比赛">
      {next ? (
        <Link className="kq-next-kickoff" to={detailPath(next.sport, next.id)} data-testid="next-kickoff">
          <span className="kq-next-label">下一场开赛</span>
          <b>{formatShanghai(next.ot, 'MM-DD HH:mm')}</b>
          <span>
            {next.league} {next.title}
          </span>
        </Link>
      ) : (
        <p className="kq-next-none">近期暂无赛程</p>
      )}
      <Link className="kq-retry" to={sport === 'football' ? '/live/zq/1' : '/live/lq/1'}>
        看赛程
      </Link>
    </EmptyState>
  );
}

/** One sport has nothing in play, the other has: say so, and switch. */
function OtherSportLive({ sport, count }: { sport: Sport; count: number }): ReactElement {
  const other = sport === 'football' ? { name: '篮球', to: '/live?sport=lq' } : { name: '足球', to: '/live?sport=zq' };
  return (
    <EmptyState title={`${sport === 'football' ? '足球' : '篮球'}当前没有进行中的比赛`}>
      <Link className="kq-retry" to={other.to} preventScrollReset>
        看{other.name}直播中的 {count} 场
      </Link>
    </EmptyState>
  );
}

/**
 * /live, the live view (spec §2, §4): every match in play now, football and basketball behind the 比分 header's
 * sport switch, kept live from both sports' sockets (a match that ends leaves the list).
 */
export function LiveNowPage({ data }: { data: LiveNowData }): ReactElement {
  const { resync, football, basketball, footballNow, basketballNow } = useBothSportsLive(data);
  const footballRows = football.rows.filter((row) => isFootballLive(row.s));
  const basketballRows = basketball.rows.filter((row) => isBasketballLive(row.s));
  const sport = useSport(footballRows.length, basketballRows.length);
  const sportLinks: SportLinks = {
    football: { to: '/live?sport=zq', count: footballRows.length },
    basketball: { to: '/live?sport=lq', count: basketballRows.length },
  };
  const otherCount = sport === 'football' ? basketballRows.length : footballRows.length;
  const empty =
    otherCount > 0 ? (
      <OtherSportLive sport={sport} count={otherCount} />
    ) : (
      <NothingLive next={data.next} sport={sport} />
    );
  const state = {
    loaded: data.football !== null && data.basketball !== null,
    needLogin: false,
    error: data.error,
    followed: false,
    hideCount: 0,
  };
  // The goal and card toasts come with the list's overlays (LiveListPage), after the load event.
  const live = (
    <>
      {football.live}
      {basketball.live}
    </>
  );
  const common = {
    activeTab: 'live',
    state,
    groupOf: null,
    dateBar: null,
    filter: null,
    filterId: '',
    resync,
    live,
    sportLinks,
    empty,
  };
  return sport === 'football' ? (
    <LiveListPage
      {...common}
      sport="football"
      tabs={footballTabs}
      source={{ tag: '回放', text: '真实比赛按今日赛程回放，比分与事件按真实分钟播出' }}
      rows={footballRows}
      renderRow={(row) => (
        <MatchRow
          key={row.id}
          row={row}
          now={footballNow}
          flashing={football.flashing.has(row.id)}
          showLottery={false}
        />
      )}
    />
  ) : (
    <LiveListPage
      {...common}
      sport="basketball"
      tabs={basketballTabs}
      source={{ tag: '模拟', text: '篮球比赛由比赛模型模拟生成，比分与文字直播按模拟进程播出' }}
      rows={basketballRows}
      renderRow={(row) => (
        <BasketballMatchRow key={row.id} row={row} now={basketballNow} flashing={basketball.flashing.has(row.id)} />
      )}
    />
  );
}
