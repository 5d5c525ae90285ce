import './activity.css';
import { Tabs } from 'antd-mobile';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../shell';
import type { RankBoard, RankData } from './data';
import { TrophyIcon } from './icons';

const PERIOD_TITLES = { day: '今日', week: '本周', campaign: '本期活动' } as const;

const profitText = (profit: number) => (profit > 0 ? `+${profit}` : String(profit));

function RankRow({ row, mine }: { row: RankBoard['list'][number]; mine: boolean }): ReactElement {
  return (
    <li className={`kq-act-rank-row ${mine ? 'is-me' : ''}`}>
      <span className={`kq-act-rank-no is-${row.rank <= 3 ? row.rank : 'n'}`}>
        {row.rank <= 3 ? <TrophyIcon /> : row.rank}
      </span>
      <span className="kq-act-rank-name">{row.nickName}</span>
      <span className="kq-act-rank-staked">投入 {row.staked}</span>
      <b className={row.profit >= 0 ? 'is-up' : 'is-down'}>{profitText(row.profit)}</b>
    </li>
  );
}

/** /activity/rank: guessing profit today, this week and this campaign, with my own rank. */
export function RankPage({ data }: { data: RankData }): ReactElement {
  const navigate = useNavigate();
  const board = data.board;
  return (
    <div className="kq-page kq-act">
      <PageHeader title="竞猜排行" backTo="/activity" />
      <Tabs
        activeKey={board?.period ?? 'day'}
        onChange={(key) => void navigate(`/activity/rank?period=${key}`, { replace: true })}
      >
        {Object.entries(PERIOD_TITLES).map(([key, title]) => (
          <Tabs.Tab title={title} key={key} />
        ))}
      </Tabs>
      {board?.me && (
        <div className="kq-act-rank-me" data-testid="my-rank">
          <span>我的排名</span>
          <b>{board.me.rank === null ? '未上榜' : `第 ${board.me.rank} 名`}</b>
          <span>盈利 {profitText(board.me.profit)} 积分</span>
        </div>
      )}
      {data.error && <p className="kq-act-empty">{data.error}</p>}
      <ol className="kq-act-list">
        {board?.list.map((row) => (
          <RankRow key={row.userId} row={row} mine={row.userId === board.me?.userId} />
        ))}
      </ol>
      {board?.list.length === 0 && <p className="kq-act-empty">暂无已结算的竞猜，快去参与吧</p>}
      <p className="kq-act-note kq-act-pad">
        按已结算竞猜的盈利（返还积分 − 投入积分）排名；盈利相同时投入积分少者在前，再相同时按注册先后。统计自{' '}
        {board?.since ?? ''} 起（北京时间），前 50 名上榜。
      </p>
    </div>
  );
}
