import {
  activityMe,
  activityRulePage,
  addressList,
  drawPage,
  drawRecord,
  drawResult,
  guessCards,
  guessPage,
  guessPlaced,
  operateConfig,
  rankBoard,
  roundRevealed,
  shippingAddress,
  signInOutcome,
  wheelOverview,
} from '@kanqiu/contract';
import { ACTIVITY_CHANNEL, ACTIVITY_PLATFORM, Code } from '@kanqiu/domain';
import { data, type RouterContextProvider } from 'react-router';
import { formText } from '../../lib/action-result';
import { NOT_FOUND_MESSAGE } from '../../lib/error-status';
import { getSession, requireUser } from '../../lib/session.server';
import type {
  ActivityActionResult,
  AddressData,
  HistoryData,
  HistoryTab,
  HomeData,
  LotteryData,
  RankData,
  RegData,
  RuleData,
} from './data';
import { readForm } from '../../lib/read-form.server';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const HISTORY_PAGE_SIZE = 15;

const configOf = (context: Args['context']) =>
  getSession(context).api.get('/tj/operate/config', operateConfig, {
    platform: ACTIVITY_PLATFORM,
    channelId: ACTIVITY_CHANNEL,
  });

/** /activity: the campaign, my points and streak (signed in), and today's guessing cards. */
export async function loadHome({ request, context }: Args): Promise<HomeData> {
  const session = getSession(context);
  const matchId = Number(new URL(request.url).searchParams.get('match'));
  const [config, me, cards] = await Promise.all([
    configOf(context),
    session.hasToken ? session.api.get('/activity/me', activityMe) : null,
    session.api.get('/activity/guess/cards', guessCards, matchId > 0 ? { matchId } : undefined),
  ]);
  return {
    config: config.ok ? config.data : null,
    me: me?.ok ? me.data : null,
    cards: cards.ok ? cards.data.list : [],
    error: !config.ok ? config.msg : !cards.ok ? cards.msg : null,
  };
}

export async function loadReg(args: Args): Promise<RegData> {
  await requireUser(args);
  const [config, me] = await Promise.all([
    configOf(args.context),
    getSession(args.context).api.get('/activity/me', activityMe),
  ]);
  if (!me.ok) throw data(me.msg, { status: 503 });
  return { config: config.ok ? config.data : null, me: me.data };
}

export async function loadLottery({ context }: Args): Promise<LotteryData> {
  const session = getSession(context);
  const wheel = await session.api.get('/activity/lottery', wheelOverview);
  return { wheel: wheel.ok ? wheel.data : null, signedIn: session.hasToken, error: wheel.ok ? null : wheel.msg };
}

export async function loadRank({ request, context }: Args): Promise<RankData> {
  const period = new URL(request.url).searchParams.get('period') ?? 'day';
  const board = await getSession(context).api.get('/activity/rank', rankBoard, { period });
  return { board: board.ok ? board.data : null, error: board.ok ? null : board.msg };
}

/** /activity/history?tab=guess|draw&page=n: one page; the screen appends later pages (spec §5). */
export async function loadHistory(args: Args): Promise<HistoryData> {
  await requireUser(args);
  const search = new URL(args.request.url).searchParams;
  const tab: HistoryTab = search.get('tab') === 'draw' ? 'draw' : 'guess';
  const page = Number(search.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  const api = getSession(args.context).api;
  const query = { page, size: HISTORY_PAGE_SIZE };
  const empty = { tab, page, next: false, guesses: [], draws: [] };
  if (tab === 'guess') {
    const result = await api.get('/activity/history/guess', guessPage, query);
    return result.ok
      ? { ...empty, next: result.data.next, guesses: result.data.list, error: null }
      : { ...empty, error: result.msg };
  }
  const result = await api.get('/activity/history/draw', drawPage, query);
  return result.ok
    ? { ...empty, next: result.data.next, draws: result.data.list, error: null }
    : { ...empty, error: result.msg };
}

/** /activity/address (?claim=<drawId> to send that prize to one of them). */
export async function loadAddresses(args: Args): Promise<AddressData> {
  await requireUser(args);
  const api = getSession(args.context).api;
  const claimId = Number(new URL(args.request.url).searchParams.get('claim'));
  const [list, draws] = await Promise.all([
    api.get('/activity/address/list', addressList),
    claimId > 0 ? api.get('/activity/history/draw', drawPage, { page: 1, size: 100 }) : null,
  ]);
  const claim = draws?.ok ? (draws.data.list.find((d) => d.id === claimId && d.claim === 'unclaimed') ?? null) : null;
  return { addresses: list.ok ? list.data.list : [], claim, error: list.ok ? null : list.msg };
}

export async function loadRules({ context }: Args): Promise<RuleData> {
  const rules = await getSession(context).api.get('/activity/rule', activityRulePage);
  return { rules: rules.ok ? rules.data : null, error: rules.ok ? null : rules.msg };
}

type Api = ReturnType<typeof getSession>['api'];
type Intent = (api: Api, form: FormData) => Promise<ActivityActionResult>;

const idOf = (form: FormData, name: string) => Number(formText(form, name));

/** A call's answer as the action's: the API's own message either way. */
function answer(intent: string, result: { ok: boolean; msg: string; code: number }, extra = {}): ActivityActionResult {
  return result.ok
    ? { ok: true, intent, msg: result.msg, ...extra }
    : { ok: false, intent, msg: result.msg, code: result.code };
}

const intents: Record<string, Intent> = {
  async sign(api) {
    const result = await api.post('/activity/reg/sign', signInOutcome);
    if (!result.ok) return answer('sign', result);
    const { alreadySignedIn, points, bonus, streak } = result.data;
    const msg = alreadySignedIn ? '今天已经签到过了' : `签到成功 +${points + bonus} 积分，已连续签到 ${streak} 天`;
    return { ok: true, intent: 'sign', msg };
  },
  async guess(api, form) {
    const json = {
      matchId: idOf(form, 'matchId'),
      market: formText(form, 'market'),
      selection: formText(form, 'selection'),
      stake: idOf(form, 'stake'),
      requestId: formText(form, 'requestId'),
    };
    const result = await api.post('/activity/guess', guessPlaced, { json });
    return result.ok
      ? { ok: true, intent: 'guess', msg: `竞猜成功，投入 ${json.stake} 积分` }
      : answer('guess', result);
  },
  async draw(api, form) {
    const result = await api.post('/activity/lottery/draw', drawResult, {
      json: { requestId: formText(form, 'requestId') },
    });
    return result.ok
      ? { ok: true, intent: 'draw', msg: result.data.draw.prizeName, draw: result.data.draw }
      : answer('draw', result);
  },
  async reveal(api) {
    const result = await api.post('/activity/lottery/reveal', roundRevealed);
    return result.ok
      ? { ok: true, intent: 'reveal', msg: '本轮种子已公布，可在抽奖记录中验证', seed: result.data.revealed.seed }
      : answer('reveal', result);
  },
  async seed(api, form) {
    const json = { clientSeed: formText(form, 'clientSeed') };
    const result = await api.post('/activity/lottery/seed', roundRevealed, { json });
    return result.ok
      ? { ok: true, intent: 'seed', msg: '客户端种子已更换，上一轮种子已公布', seed: result.data.revealed.seed }
      : answer('seed', result);
  },
  async saveAddress(api, form) {
    const json = {
      ...(form.get('id') ? { id: idOf(form, 'id') } : {}),
      name: formText(form, 'name'),
      phone: formText(form, 'phone'),
      areaCode: formText(form, 'areaCode'),
      street: formText(form, 'street'),
      isDefault: formText(form, 'isDefault') === 'true',
    };
    return answer('saveAddress', await api.post('/activity/address/save', shippingAddress, { json }));
  },
  async defaultAddress(api, form) {
    return answer(
      'defaultAddress',
      await api.post('/activity/address/default', addressList, { json: { id: idOf(form, 'id') } }),
    );
  },
  async deleteAddress(api, form) {
    return answer(
      'deleteAddress',
      await api.post('/activity/address/delete', addressList, { json: { id: idOf(form, 'id') } }),
    );
  },
  async claim(api, form) {
    const json = { drawId: idOf(form, 'drawId'), addressId: idOf(form, 'addressId') };
    const result = await api.post('/activity/prize/claim', drawRecord, { json });
    return result.ok
      ? { ok: true, intent: 'claim', msg: '领取成功，我们会尽快发货', draw: result.data }
      : answer('claim', result);
  },
};

/** Every activity screen's form posts here with an `intent`; the API checks the fields and its message is shown. */
export async function activityAction({ request, context }: Args): Promise<ActivityActionResult> {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, intent, msg: '请先登录', code: Code.noToken };
  const run = intents[intent];
  if (!run) return { ok: false, intent, msg: '未知的操作', code: Code.validationFailed };
  return run(session.api, form);
}
