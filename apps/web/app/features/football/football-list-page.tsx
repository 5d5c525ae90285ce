import { footballListGroup } from '@kanqiu/domain';
import type { FootballListItem } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { matchSourceDetailLabels } from '../../lib/status-labels';
import { DateBar, LiveListPage, type LiveTab, sportListFilter, sportListState, useSportsNow } from '../live';
import { useRefetch } from '../../lib/use-refetch';
import { SportChatEntry } from '../vlive';
import type { FootballListData } from './list-data';
import { MatchRow } from './match-row';
import { useLiveFootballList } from './use-live-football-list';

export const footballTabs: LiveTab[] = [
  { key: 'live', label: '直播', to: '/live' },
  { key: 'hot', label: '热门', to: '/live/hot' },
  { key: '0', label: '即时', to: '/live/zq/0' },
  { key: '1', label: '赛程', to: '/live/zq/1' },
  { key: '2', label: '赛果', to: '/live/zq/2' },
  { key: '3', label: '关注', to: '/live/zq/3' },
  { key: '4', label: '竞彩', to: '/live/zq/4' },
  { key: '5', label: '北单', to: '/live/zq/5' },
];

/** Which listed competitions have real scores with simulated play (中超 2024), e.g. "中超：比分真实，过程模拟". */
function simulatedPlayNote(rows: readonly FootballListItem[]): string | null {
  const simulated = rows.filter((row) => row.source === 'realScore' && row.isShow === 1);
  const leagues = new Set(simulated.map((row) => row.leagueName));
  if (leagues.size === 0) return null;
  return `${[...leagues].join('、')}：${matchSourceDetailLabels.realScore}（比赛事件由模型生成）`;
}

export function FootballListPage({ data }: { data: FootballListData }): ReactElement {
  const { kind, list } = data;
  const resync = useRefetch();
  const { rows, flashing, live } = useLiveFootballList(list, resync);
  const now = useSportsNow(list);
  const basePath = kind === 'hot' ? '/live/hot' : `/live/zq/${kind}`;
  return (
    <LiveListPage
      sport="football"
      tabs={footballTabs}
      activeTab={kind === 'hot' ? 'hot' : String(kind)}
      source={
        rows.length > 0 && rows.every((row) => row.source === 'live') ? null : { tag: '回放', text: data.sourceNote }
      }
      simulatedNote={simulatedPlayNote(rows)}
      rows={rows}
      groupOf={kind === 'hot' || kind === 0 || kind === 3 ? footballListGroup : null}
      renderRow={(row) => (
        <MatchRow
          key={row.id}
          row={row}
          now={now}
          flashing={flashing.has(row.id)}
          showLottery={kind === 4 || kind === 5}
        />
      )}
      state={sportListState(data)}
      dateBar={
        list ? <DateBar dates={list.dates} current={list.date} nowSec={list.serverTime} basePath={basePath} /> : null
      }
      filter={sportListFilter('football', data, list?.date)}
      filterId={data.filterId}
      resync={resync}
      live={live}
      chatEntry={<SportChatEntry sport="football" />}
    />
  );
}
