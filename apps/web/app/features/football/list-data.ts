import type { FootballList } from '@kanqiu/contract';

/** 'hot' is /live/hot; 0–5 the /live/zq/{type} tabs (domain FootballListType). */
export type FootballListKind = 'hot' | 0 | 1 | 2 | 3 | 4 | 5;

export type FootballListData = {
  kind: FootballListKind;
  list: FootballList | null;
  error: string | null;
  needLogin: boolean;
  filterId: string;
  /** Where the list's matches and figures come from (回放, model-made SP), chosen by the loader for its list. */
  sourceNote: string;
};

export function parseListKind(type: string | undefined): FootballListKind | null {
  if (type === undefined || type === '' || type === 'js') return 0;
  if (!/^[0-5]$/.test(type)) return null;
  return Number(type) as FootballListKind;
}
