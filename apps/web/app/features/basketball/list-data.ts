import type { BasketballList } from '@kanqiu/contract';

/** The /live/lq/{type} tabs: 0 即时, 1 赛程, 2 赛果, 3 关注 (8 and 9 answer as 0, spec §5). */
export type BasketballListKind = 0 | 1 | 2 | 3;

export type BasketballListData = {
  kind: BasketballListKind;
  list: BasketballList | null;
  error: string | null;
  needLogin: boolean;
  filterId: string;
};

export function parseBasketballListKind(type: string | undefined): BasketballListKind | null {
  if (type === undefined || type === '' || type === '8' || type === '9') return 0;
  if (!/^[0-3]$/.test(type)) return null;
  return Number(type) as BasketballListKind;
}
