import { basketballListGroup } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { DateBar, LiveListPage, type LiveTab, sportListFilter, sportListState, useSportsNow } from '../live';
import { useRefetch } from '../../lib/use-refetch';
import { SportChatEntry } from '../vlive';
// After the live list's styles, which it refines.
import './basketball.css';
import type { BasketballListData } from './list-data';
import { BasketballMatchRow } from './match-row';
import { useLiveBasketballList } from './use-live-basketball-list';

export const basketballTabs: LiveTab[] = [
  { key: 'live', label: '直播', to: '/live?sport=lq' },
  { key: '0', label: '即时', to: '/live/lq/0' },
  { key: '1', label: '赛程', to: '/live/lq/1' },
  { key: '2', label: '赛果', to: '/live/lq/2' },
  { key: '3', label: '关注', to: '/live/lq/3' },
];

/** /live/lq/{type}: 即时 / 赛程 / 赛果 / 关注, live rows ticking and updated from the socket. */
export function BasketballListPage({ data }: { data: BasketballListData }): ReactElement {
  const { kind, list } = data;
  const resync = useRefetch();
  const { rows, flashing, live } = useLiveBasketballList(list, resync);
  const now = useSportsNow(list);
  return (
    <LiveListPage
      sport="basketball"
      tabs={basketballTabs}
      activeTab={String(kind)}
      source={{ tag: '模拟', text: '篮球比赛由比赛模型模拟生成，比分与文字直播按模拟进程播出' }}
      rows={rows}
      groupOf={kind === 0 || kind === 3 ? basketballListGroup : null}
      renderRow={(row) => <BasketballMatchRow key={row.id} row={row} now={now} flashing={flashing.has(row.id)} />}
      state={sportListState(data)}
      dateBar={
        list && (kind === 1 || kind === 2) ? (
          <DateBar
            dates={list.dates}
            current={list.selectDate}
            nowSec={list.serverTime}
            basePath={`/live/lq/${kind}`}
          />
        ) : null
      }
      filter={sportListFilter('basketball', data, list?.selectDate)}
      filterId={data.filterId}
      resync={resync}
      live={live}
      chatEntry={<SportChatEntry sport="basketball" />}
    />
  );
}
