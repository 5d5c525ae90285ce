import {
  expertFollowResult,
  expertHead,
  expertRanking,
  followedExperts,
  matchTipsList,
  tipBuyResult,
  tipItem,
  tipPage,
  walletBalances,
  postPage,
} from '@kanqiu/contract';
import { Code, tipMarkets, type TipMarket } from '@kanqiu/domain';
import { data } from 'react-router';
import { formText } from '../../lib/action-result';
import { NOT_FOUND_MESSAGE } from '../../lib/error-status';
import { getSession, requireUser } from '../../lib/session.server';
import type {
  AttentionData,
  AuthorData,
  ExpertsActionResult,
  MatchListData,
  MyTipsData,
  ProposalHomeData,
  RankData,
  SportFilter,
  TipDetailData,
} from './data';
import { readForm } from '../../lib/read-form.server';
import { type LoaderArgs, notFound } from '../../lib/loader.server';

const PAGE_SIZE = 20;

const paramsOf = (request: Request) => new URL(request.url).searchParams;
const sportOf = (params: URLSearchParams): SportFilter => {
  const sport = params.get('sport');
  return sport === 'football' || sport === 'basketball' ? sport : undefined;
};
const marketOf = (params: URLSearchParams): TipMarket | undefined => {
  const market = params.get('market');
  return tipMarkets.find((m) => m === market);
};
const positiveOf = (params: URLSearchParams, name: string): number | undefined => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 && value < 2_147_483_647 ? value : undefined;
};
const pageOf = (params: URLSearchParams) => Math.min(positiveOf(params, 'page') ?? 1, 500);

/** /proposal: hot experts of the week, and the latest tips by sport, market or match. */
export async function loadProposalHome({ request, context }: LoaderArgs): Promise<ProposalHomeData> {
  const params = paramsOf(request);
  const session = getSession(context);
  const [sport, market, matchId, page] = [
    sportOf(params),
    marketOf(params),
    positiveOf(params, 'matchId'),
    pageOf(params),
  ];
  const [hot, tips] = await Promise.all([
    session.api.post('/pc/experts', expertRanking, { json: { window: 7, sort: 'hitRate' } }),
    session.api.post('/tj/recommend/list', tipPage, { json: { sport, market, matchId, page, size: PAGE_SIZE } }),
  ]);
  return {
    hot: hot.ok ? hot.data.list.slice(0, 10) : [],
    tips: tips.ok ? tips.data.recList : [],
    next: tips.ok && tips.data.next,
    page,
    sport,
    market,
    matchId,
    signedIn: session.hasToken,
    error: tips.ok ? null : tips.msg,
  };
}

/** /proposal/detail?code=: the tip, and the fan's coins when a buy is possible. */
export async function loadTipDetail({ request, context }: LoaderArgs): Promise<TipDetailData> {
  const code = paramsOf(request).get('code') ?? '';
  if (!/^[A-Za-z0-9]{6,24}$/.test(code)) throw notFound();
  const session = getSession(context);
  const result = await session.api.get(`/tj/recommend/${code}`, tipItem, { platform: 1 });
  if (!result.ok)
    throw data(result.code === Code.tipNotFound ? NOT_FOUND_MESSAGE : result.msg, {
      status: result.code === Code.tipNotFound ? 404 : 503,
    });
  const wallet = session.hasToken && result.data.locked ? await session.api.get('/user/wallet', walletBalances) : null;
  return { tip: result.data, signedIn: session.hasToken, coins: wallet?.ok ? wallet.data.coin : null };
}

/** /proposal/rank and /proposal/rank/attention. */
export async function loadRank({ request, context }: LoaderArgs, attention: boolean): Promise<RankData> {
  if (attention) await requireUser({ request, context });
  const params = paramsOf(request);
  const window = params.get('window') === '30' ? 30 : 7;
  const sortParam = params.get('sort');
  const sort = sortParam === 'streak' || sortParam === 'roi' ? sortParam : 'hitRate';
  const session = getSession(context);
  const result = await session.api.post('/pc/experts', expertRanking, {
    json: { window, sort, attention: attention ? 1 : 0 },
  });
  return {
    list: result.ok ? result.data.list : [],
    window,
    sort,
    attention,
    signedIn: session.hasToken,
    error: result.ok ? null : result.msg,
  };
}

export async function loadMatchList({ request, context }: LoaderArgs): Promise<MatchListData> {
  const sport = sportOf(paramsOf(request));
  const result = await getSession(context).api.post('/tj/expert/match/list', matchTipsList, { json: { sport } });
  return { list: result.ok ? result.data.list : [], sport, error: result.ok ? null : result.msg };
}

/** /user/authorHome?id=: the expert's header and record, and its tips page by page. */
export async function loadAuthorHome({ request, context }: LoaderArgs): Promise<AuthorData> {
  const params = paramsOf(request);
  const eid = positiveOf(params, 'id');
  if (eid === undefined) throw notFound();
  const page = pageOf(params);
  const session = getSession(context);
  const [head, rec] = await Promise.all([
    session.api.post('/home/head', expertHead, { json: { eid, plat: 1 } }),
    session.api.post('/home/rec', tipPage, { json: { eid, plat: 1, page, size: PAGE_SIZE } }),
  ]);
  if (!head.ok)
    throw data(head.code === Code.expertNotFound ? NOT_FOUND_MESSAGE : head.msg, {
      status: head.code === Code.expertNotFound ? 404 : 503,
    });
  const posts =
    head.data.userId === null
      ? null
      : await session.api.get(`/community/users/${head.data.userId}/posts`, postPage, { size: 20 });
  return {
    head: head.data,
    tips: rec.ok ? rec.data.recList : [],
    next: rec.ok && rec.data.next,
    page,
    signedIn: session.hasToken,
    posts: posts?.ok ? posts.data.list : [],
  };
}

export async function loadMyTips(args: LoaderArgs): Promise<MyTipsData> {
  await requireUser(args);
  const params = paramsOf(args.request);
  const type = params.get('type') === 'bought' ? 'bought' : 'published';
  const page = pageOf(params);
  const result = await getSession(args.context).api.get('/user/proposal', tipPage, { type, page, size: PAGE_SIZE });
  return { type, tips: result.ok ? result.data.recList : [], next: result.ok && result.data.next, page };
}

export async function loadAttention(args: LoaderArgs): Promise<AttentionData> {
  await requireUser(args);
  const result = await getSession(args.context).api.get('/user/attention/experts', followedExperts);
  return { experts: result.ok ? result.data.list : [] };
}

/** Follow (spec §4: the button changes only once this succeeds) and buy, with the session's token. */
export async function expertsAction({ request, context }: LoaderArgs): Promise<ExpertsActionResult> {
  const form = await readForm(request);
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, error: '请先登录', login: true };
  const failed = (result: { code: number; msg: string }): ExpertsActionResult => ({
    ok: false,
    error: result.msg,
    ...(result.code === Code.noToken ? { login: true } : {}),
  });
  const intent = formText(form, 'intent');
  if (intent === 'follow') {
    const result = await session.api.post('/follow', expertFollowResult, {
      json: { plat: 1, eid: Number(formText(form, 'eid')), follow: formText(form, 'follow') === '1' ? 1 : 0 },
    });
    return result.ok ? { ok: true, intent, follow: result.data.follow } : failed(result);
  }
  if (intent === 'buy') {
    // The tip page asked the fan to confirm the price before it posts (the API's check of large spends).
    const result = await session.api.post('/tj/recommend/buy', tipBuyResult, {
      json: { code: formText(form, 'code') },
      headers: { 'x-kq-spend-confirmed': '1' },
    });
    return result.ok
      ? { ok: true, intent, balance: result.data.balance, replayed: result.data.replayed }
      : failed(result);
  }
  if (intent === 'publish') {
    const result = await session.api.post('/tj/recommend/publish', tipItem, {
      json: {
        matchId: Number(formText(form, 'matchId')),
        market: formText(form, 'market'),
        pick: formText(form, 'pick'),
        price: Number(formText(form, 'price')),
        analysis: formText(form, 'analysis'),
      },
    });
    return result.ok ? { ok: true, intent, code: result.data.code } : failed(result);
  }
  return { ok: false, error: '无法识别的操作' };
}
