import { basketballList } from '@kanqiu/contract';
import { Code, isMatchDay } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { getSession } from '../../lib/session.server';
import { readFilterCookie } from '../live';
import type { BasketballListData, BasketballListKind } from './list-data';

export async function loadBasketballList(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  kind: BasketballListKind;
}): Promise<BasketballListData> {
  const { kind } = args;
  const session = getSession(args.context);
  const dateParam = new URL(args.request.url).searchParams.get('date') ?? undefined;
  const date = dateParam && isMatchDay(dateParam) && (kind === 1 || kind === 2) ? dateParam : undefined;
  const filterId = readFilterCookie('basketball', args.request.headers.get('cookie')) ?? '';
  const base = { kind, filterId, needLogin: false };
  if (kind === 3 && !session.hasToken) return { ...base, list: null, error: null, needLogin: true };
  const result = await session.api.get('/live/basketball/match', basketballList, {
    type: kind,
    date,
    filterId: kind === 3 ? undefined : filterId || undefined,
  });
  if (!result.ok) {
    if (result.code === Code.noToken) return { ...base, list: null, error: null, needLogin: true };
    return { ...base, list: null, error: result.msg };
  }
  return { ...base, list: result.data, error: null };
}
