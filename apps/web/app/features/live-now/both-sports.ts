import type { BasketballList, FootballList } from '@kanqiu/contract';
import { useLiveBasketballList } from '../basketball';
import { useLiveFootballList } from '../football';
import { useSportsNow } from '../live';
import { useRefetch } from '../../lib/use-refetch';

/**
 * A page's football and basketball lists, both kept live from their sockets, each with its sports clock's now, and
 * their resync (the page's loaders again).
 */
export function useBothSportsLive(data: { football: FootballList | null; basketball: BasketballList | null }) {
  const resync = useRefetch();
  return {
    resync,
    football: useLiveFootballList(data.football, resync),
    basketball: useLiveBasketballList(data.basketball, resync),
    footballNow: useSportsNow(data.football),
    basketballNow: useSportsNow(data.basketball),
  };
}
