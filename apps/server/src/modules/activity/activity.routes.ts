import {
  activityMe,
  activityRulePage,
  addressBody,
  addressIdBody,
  addressList,
  adminTokenHeaders,
  claimBody,
  clientSeedBody,
  drawBody,
  drawPage,
  drawRecord,
  drawResult,
  envelope,
  guessBody,
  guessCards,
  guessCardsQuery,
  guessPage,
  guessPlaced,
  historyQuery,
  operateConfig,
  operateConfigQuery,
  prizeTable,
  prizeTableBody,
  rankBoard,
  rankQuery,
  roundRevealed,
  shipBody,
  shippingAddress,
  signInOutcome,
  wheelOverview,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminToken } from '../../platform/http/admin-token';
import { optionalUserId, requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { cachedRead } from '../../platform/http/cached-read';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { MinorModeServices } from '../minor-mode';
import type { AddressService } from './address.service';
import type { CampaignService } from './campaign.service';
import type { GuessService } from './guess.service';
import type { LotteryService } from './lottery.service';
import { refuseCoins } from './points';
import type { RankService } from './rank.service';

export type ActivityRoutesDeps = {
  campaign: CampaignService;
  guesses: GuessService;
  lottery: LotteryService;
  ranks: RankService;
  addresses: AddressService;
  minorMode: Pick<MinorModeServices, 'refuse'>;
  /** The operator's token (ADMIN_TOKEN); without it the shipping route is not registered. */
  adminToken: string | undefined;
};

const tags = ['activity'];
const signedInPost = { ...signedInSchema, tags, consumes: formOrJson };

export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesDeps> = async (app, deps) => {
  const { campaign, guesses, lottery, ranks, addresses, adminToken, minorMode } = deps;

  app.get(
    '/tj/operate/config',
    {
      schema: {
        tags,
        summary: '运营配置：活动标题、日期、入口、开关与限额（活动用 platform=4、channelId=4）',
        querystring: operateConfigQuery,
        response: { 200: envelope(operateConfig) },
      },
    },
    async (request) => ok(campaign.config(request.query.platform, request.query.channelId)),
  );

  app.get(
    '/activity/me',
    {
      schema: { ...signedInSchema, tags, summary: '我的积分、球币与连续签到', response: { 200: envelope(activityMe) } },
    },
    async (request) => ok(await campaign.me(await requireUserId(request))),
  );

  app.post(
    '/activity/reg/sign',
    {
      schema: {
        ...signedInPost,
        summary: '报名并签到（每个北京时间自然日一次，重复签到不重复发放）',
        response: { 200: envelope(signInOutcome) },
      },
    },
    async (request) => ok(await campaign.signIn(await requireUserId(request))),
  );

  app.get(
    '/activity/rule',
    { schema: { tags, summary: '活动规则（由实际参数生成）', response: { 200: envelope(activityRulePage) } } },
    async () => ok(await campaign.rules()),
  );

  app.get(
    '/activity/guess/cards',
    {
      schema: {
        tags,
        summary: '今日竞猜：热门赛事即将开赛的比赛与即时赔率（matchId 指定的比赛排在最前）',
        querystring: guessCardsQuery,
        response: { 200: envelope(guessCards) },
      },
    },
    async (request) => ok({ list: await guesses.cards(request.query.matchId) }),
  );

  app.post(
    '/activity/guess',
    {
      schema: {
        ...signedInPost,
        summary: '竞猜下注积分（赔率以提交时为准；开球后 19001；同一 requestId 只扣一次）',
        body: guessBody,
        response: { 200: envelope(guessPlaced) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await minorMode.refuse(request, 'guess');
      refuseCoins(request.body);
      return ok(await guesses.place(userId, request.body));
    },
  );

  app.get(
    '/activity/history/guess',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的竞猜记录（分页）',
        querystring: historyQuery,
        response: { 200: envelope(guessPage) },
      },
    },
    async (request) => ok(await guesses.history(await requireUserId(request), request.query)),
  );

  app.get(
    '/activity/lottery',
    {
      schema: {
        tags,
        summary: '转盘奖品、概率与库存；登录时附本轮种子哈希和我的积分',
        response: { 200: envelope(wheelOverview) },
      },
    },
    async (request) => ok(await lottery.overview(await optionalUserId(request))),
  );

  app.post(
    '/activity/lottery/draw',
    {
      schema: {
        ...signedInPost,
        summary: '抽奖一次（积分不足 19004；同一 requestId 只抽一次）',
        body: drawBody,
        response: { 200: envelope(drawResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await minorMode.refuse(request, 'wheel');
      refuseCoins(request.body);
      return ok(await lottery.draw(userId, request.body.requestId));
    },
  );

  app.post(
    '/activity/lottery/reveal',
    {
      schema: {
        ...signedInPost,
        summary: '结束本轮并公布种子，开启新一轮',
        response: { 200: envelope(roundRevealed) },
      },
    },
    async (request) => ok(await lottery.reveal(await requireUserId(request))),
  );

  app.post(
    '/activity/lottery/seed',
    {
      schema: {
        ...signedInPost,
        summary: '设置我的客户端种子：结束本轮并公布种子，新一轮用此客户端种子',
        body: clientSeedBody,
        response: { 200: envelope(roundRevealed) },
      },
    },
    async (request) => ok(await lottery.reveal(await requireUserId(request), request.body.clientSeed)),
  );

  app.get(
    '/activity/history/draw',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的抽奖记录与验证数据（分页）',
        querystring: historyQuery,
        response: { 200: envelope(drawPage) },
      },
    },
    async (request) => ok(await lottery.history(await requireUserId(request), request.query)),
  );

  app.get(
    '/activity/rank',
    {
      schema: {
        tags,
        summary: '竞猜盈利榜（今日、本周、本期活动）与我的排名',
        querystring: rankQuery,
        response: { 200: envelope(rankBoard) },
      },
    },
    async (request, reply) =>
      cachedRead(
        request,
        reply,
        { dependsOn: [], perSecond: true, personal: (shared, viewerId) => ranks.mine(shared, viewerId) },
        () => ranks.board(request.query.period),
      ),
  );

  app.get(
    '/activity/address/list',
    { schema: { ...signedInSchema, tags, summary: '我的收货地址', response: { 200: envelope(addressList) } } },
    async (request) => ok(await addresses.list(await requireUserId(request))),
  );

  app.post(
    '/activity/address/save',
    {
      schema: {
        ...signedInPost,
        summary: '新增或修改收货地址（带 id 为修改；最多 10 个）',
        body: addressBody,
        response: { 200: envelope(shippingAddress) },
      },
    },
    async (request) => ok(await addresses.save(await requireUserId(request), request.body)),
  );

  app.post(
    '/activity/address/default',
    {
      schema: {
        ...signedInPost,
        summary: '设为默认地址',
        body: addressIdBody,
        response: { 200: envelope(addressList) },
      },
    },
    async (request) => ok(await addresses.setDefault(await requireUserId(request), request.body.id)),
  );

  app.post(
    '/activity/address/delete',
    {
      schema: {
        ...signedInPost,
        summary: '删除收货地址',
        body: addressIdBody,
        response: { 200: envelope(addressList) },
      },
    },
    async (request) => ok(await addresses.remove(await requireUserId(request), request.body.id)),
  );

  app.post(
    '/activity/prize/claim',
    {
      schema: {
        ...signedInPost,
        summary: '领取实物奖品到收货地址（只能领取一次）',
        body: claimBody,
        response: { 200: envelope(drawRecord) },
      },
    },
    async (request) => {
      const { drawId, addressId } = request.body;
      return ok(await addresses.claim(await requireUserId(request), drawId, addressId));
    },
  );

  if (!adminToken) return;

  app.post(
    '/admin/activity/prizes',
    {
      schema: {
        tags: ['admin'],
        summary: '运营设置转盘奖品的权重与库存（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: prizeTableBody,
        response: { 200: envelope(prizeTable) },
      },
    },
    async (request) => {
      requireAdminToken(request, adminToken);
      return ok(await lottery.setPrizes(request.body.prizes));
    },
  );

  app.post(
    '/admin/activity/ship',
    {
      schema: {
        tags: ['admin'],
        summary: '运营发货：填写快递单号（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: shipBody,
        consumes: formOrJson,
        response: { 200: envelope(drawRecord) },
      },
    },
    async (request) => {
      requireAdminToken(request, adminToken);
      return ok(await addresses.ship(request.body.drawId, request.body.trackingNo));
    },
  );
};
