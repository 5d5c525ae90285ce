import type { TipItem } from '@kanqiu/contract';
import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

type TipsPage = { tips: TipItem[]; next: boolean; page: number };

/**
 * Spec §4 pagination: page 1 (the loader's) resets the list, later pages append and update `next`. Later
 * pages come from the same route's loader with `page` set, through a fetcher.
 */
export function useMoreTips(first: TipsPage) {
  const fetcher = useFetcher<TipsPage>();
  const location = useLocation();
  const [appended, setAppended] = useState({ source: first, pages: [] as TipsPage[] });
  const pages = appended.source === first ? appended.pages : [];
  const last = pages.at(-1) ?? first;
  const arrived = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (arrived && arrived.page === last.page + 1) setAppended({ source: first, pages: [...pages, arrived] });
  const loadMore = () => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(last.page + 1));
    void fetcher.load(`${location.pathname}?${params.toString()}`);
  };
  return {
    tips: [first, ...pages].flatMap((page) => page.tips),
    next: last.next,
    loading: fetcher.state !== 'idle',
    loadMore,
  };
}
