import { GUESS_MARKET_NAMES } from '@kanqiu/domain';
import './activity.css';
import { Tabs } from 'antd-mobile';
import { useState, type ReactElement } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { PageHeader } from '../shell';
import type { DrawRecord, GuessRecord, HistoryData } from './data';
import { DrawVerify } from './draw-verify';
import { PrizeIcon } from './prize-icon';

const CLAIM_TEXT = { none: '', unclaimed: '待领取', claimed: '待发货', shipped: '已发货' } as const;

function GuessItem({ guess }: { guess: GuessRecord }): ReactElement {
  const profit = guess.returned === null ? null : guess.returned - guess.stake;
  return (
    <li className="kq-act-row" data-guess-id={guess.id}>
      <div className="kq-act-row-main">
        <b>
          {guess.home} vs {guess.away}
        </b>
        <span>
          {GUESS_MARKET_NAMES[guess.market]} · {guess.pickName} @{guess.odds.toFixed(2)} · 投入 {guess.stake}
        </span>
        <small>
          {formatShanghai(guess.kickoffAt, 'MM-DD HH:mm')} 开赛{guess.score && ` · 比分 ${guess.score.join('-')}`}
        </small>
      </div>
      <div className={`kq-act-row-side ${profit === null ? '' : profit > 0 ? 'is-up' : profit < 0 ? 'is-down' : ''}`}>
        {guess.outcomeName ?? '待开奖'}
        {profit !== null && <b>{profit > 0 ? `+${profit}` : profit}</b>}
      </div>
    </li>
  );
}

function DrawItem({ draw }: { draw: DrawRecord }): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <li className="kq-act-row is-draw" data-draw-id={draw.id}>
      <PrizeIcon kind={draw.kind} />
      <div className="kq-act-row-main">
        <b>{draw.prizeName}</b>
        <small>
          {formatShanghai(draw.createdAt, 'MM-DD HH:mm')} · 消耗 {draw.cost} 积分 · 序号 {draw.nonce}
        </small>
        {draw.trackingNo && <small>快递单号 {draw.trackingNo}</small>}
        <button type="button" className="kq-act-verify-toggle" onClick={() => setOpen(!open)}>
          {open ? '收起验证数据' : '验证数据'}
        </button>
        {open && <DrawVerify draw={draw} />}
      </div>
      <div className="kq-act-row-side">
        {draw.claim === 'unclaimed' ? (
          <Link className="kq-act-claim" to={`/activity/address?claim=${draw.id}`}>
            领取
          </Link>
        ) : (
          CLAIM_TEXT[draw.claim]
        )}
      </div>
    </li>
  );
}

/** Later pages append to what is shown; page 1 (a tab change, a reload) starts again (spec §5). */
function usePagedList<T>(data: HistoryData, pick: (d: HistoryData) => T[]) {
  const fetcher = useFetcher<HistoryData>();
  const fresh = {
    source: data,
    items: pick(data),
    page: data.page,
    next: data.next,
    merged: null as HistoryData | null,
  };
  const [state, setState] = useState(fresh);
  let current = state.source === data ? state : fresh;
  const more = fetcher.data;
  if (more && more !== current.merged && more.tab === data.tab && more.page === current.page + 1) {
    current = { ...current, items: [...current.items, ...pick(more)], page: more.page, next: more.next, merged: more };
    setState(current);
  }
  const loadMore = () => void fetcher.load(`/activity/history?tab=${data.tab}&page=${current.page + 1}`);
  return { items: current.items, next: current.next, loading: fetcher.state !== 'idle', loadMore };
}

const pickGuesses = (d: HistoryData) => d.guesses;
const pickDraws = (d: HistoryData) => d.draws;

/** /activity/history: my guesses (pick, stake, odds, result) and my draws with their verification data. */
export function HistoryPage({ data }: { data: HistoryData }): ReactElement {
  const navigate = useNavigate();
  const guesses = usePagedList(data, pickGuesses);
  const draws = usePagedList(data, pickDraws);
  const list = data.tab === 'guess' ? guesses : draws;
  return (
    <div className="kq-page kq-act">
      <PageHeader title="我的记录" backTo="/activity" />
      <Tabs activeKey={data.tab} onChange={(key) => void navigate(`/activity/history?tab=${key}`, { replace: true })}>
        <Tabs.Tab title="竞猜记录" key="guess" />
        <Tabs.Tab title="抽奖记录" key="draw" />
      </Tabs>
      {data.error && <p className="kq-act-empty">{data.error}</p>}
      <ul className="kq-act-list">
        {data.tab === 'guess'
          ? guesses.items.map((guess) => <GuessItem key={guess.id} guess={guess} />)
          : draws.items.map((draw) => <DrawItem key={draw.id} draw={draw} />)}
      </ul>
      {list.items.length === 0 && !data.error && (
        <p className="kq-act-empty">{data.tab === 'guess' ? '还没有竞猜记录' : '还没有抽奖记录'}</p>
      )}
      {list.next && (
        <button type="button" className="kq-act-more" onClick={list.loadMore} disabled={list.loading}>
          {list.loading ? '加载中…' : '加载更多'}
        </button>
      )}
    </div>
  );
}
