import {
  envelope,
  expertFollowBody,
  expertFollowResult,
  expertHead,
  expertHeadBody,
  expertRankBody,
  expertRanking,
  expertRecBody,
  followedExperts,
  matchTipsBody,
  matchTipsList,
  myTipsQuery,
  tipBuyBody,
  tipBuyResult,
  tipCodeParams,
  tipDetailQuery,
  tipItem,
  tipListBody,
  tipPage,
  tipPublishBody,
  liveChannel,
  matchChannel,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { SpendingServices } from '../minor-mode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { optionalUserId, requireUserId } from '../../platform/http/auth';
import { cachedRead } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { UserServices } from '../user';
import { matchesWithTips } from './experts.repository';
import type { ExpertsService } from './experts.service';
import type { TipsService } from './tips.service';
import { followersTag, tipsTag, type Viewers } from './viewers';
import { tipMatchOf } from './views';

export type ExpertsRoutesDeps = {
  db: Db;
  sportsClock: Clock;
  experts: ExpertsService;
  tips: TipsService;
  viewers: Viewers;
  realNames: UserServices['realNames'];
  spending: Pick<SpendingServices, 'gate'>;
};

const tags = ['experts'];

/** Tips show their match's state and score, which move on its sport's channel. */
const bothSports = [liveChannel('football'), liveChannel('basketball')];
const sportChannels = (sport: 'football' | 'basketball' | undefined) => (sport ? [liveChannel(sport)] : bothSports);

export const expertsRoutes: FastifyPluginAsyncZod<ExpertsRoutesDeps> = async (app, deps) => {
  const { experts, tips, viewers } = deps;

  app.post(
    '/tj/expert/match/list',
    {
      schema: {
        tags,
        summary: '有专家方案的未开赛比赛（按开赛时间，附方案数）',
        body: matchTipsBody,
        consumes: formOrJson,
        response: { 200: envelope(matchTipsList) },
      },
    },
    async (request, reply) => {
      const { sport } = request.body;
      // A match leaves the list as its kick-off passes.
      return cachedRead(
        request,
        reply,
        { dependsOn: [tipsTag, ...sportChannels(sport)], perSecond: true },
        async () => {
          const rows = await matchesWithTips(deps.db, deps.sportsClock(), sport);
          return { list: rows.map((row) => ({ ...tipMatchOf(row), tipCount: Number(row.tip_count) })) };
        },
      );
    },
  );

  app.post(
    '/home/head',
    {
      schema: {
        tags,
        summary: '专家主页头部：等级、关注、近 7/30/90 天战绩与分玩法战绩',
        body: expertHeadBody,
        consumes: formOrJson,
        response: { 200: envelope(expertHead) },
      },
    },
    async (request, reply) => {
      const { eid } = request.body;
      return cachedRead(
        request,
        reply,
        { dependsOn: [tipsTag, followersTag(eid)], personal: (shared, viewerId) => experts.headFor(shared, viewerId) },
        () => experts.head(eid),
      );
    },
  );

  app.post(
    '/home/rec',
    {
      schema: {
        tags,
        summary: '专家的方案列表（recList, next）',
        body: expertRecBody,
        consumes: formOrJson,
        response: { 200: envelope(tipPage) },
      },
    },
    async (request, reply) => {
      const { eid, page, size } = request.body;
      return cachedRead(
        request,
        reply,
        { dependsOn: [tipsTag, ...bothSports], personal: viewers.pageFor },
        async () => {
          await experts.expertOrFail(eid, null);
          return tips.ofExpert(eid, page, size, null);
        },
      );
    },
  );

  app.post(
    '/pc/experts',
    {
      schema: {
        tags,
        summary: '专家排行：近 7 或 30 天，按命中率、连红或回报率；attention=1 只看我关注的',
        body: expertRankBody,
        consumes: formOrJson,
        response: { 200: envelope(expertRanking) },
      },
    },
    async (request, reply) => {
      const { window, sort, attention } = request.body;
      if (attention === 1 && (await optionalUserId(request)) === null) fail('noToken');
      return cachedRead(
        request,
        reply,
        {
          dependsOn: [tipsTag],
          personal: (shared, viewerId) => experts.rankingFor(shared, attention === 1, viewerId),
        },
        () => experts.ranking(window, sort),
      );
    },
  );

  app.post(
    '/follow',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '关注或取消关注专家（带 follow 时设为该值，否则切换）',
        body: expertFollowBody,
        consumes: formOrJson,
        response: { 200: envelope(expertFollowResult) },
      },
    },
    async (request) => {
      const result = await experts.follow(await requireUserId(request), request.body.eid, request.body.follow);
      return { code: Code.ok, msg: result.follow === 1 ? '关注成功' : '已取消关注', data: result };
    },
  );

  app.get(
    '/tj/recommend/:code',
    {
      schema: {
        tags,
        summary: '方案详情（付费方案未购买时隐藏推荐与分析）',
        params: tipCodeParams,
        querystring: tipDetailQuery,
        response: { 200: envelope(tipItem) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { matchId } = await viewers.termsOf(code);
      return cachedRead(request, reply, { dependsOn: [tipsTag, matchChannel(matchId)], personal: viewers.tipFor }, () =>
        tips.tipByCode(code, null),
      );
    },
  );

  app.post(
    '/tj/recommend/list',
    {
      schema: {
        tags,
        summary: '最新方案，可按运动和玩法筛选（recList, next）',
        body: tipListBody,
        consumes: formOrJson,
        response: { 200: envelope(tipPage) },
      },
    },
    async (request, reply) => {
      const { matchId, sport } = request.body;
      const channels = matchId ? [matchChannel(matchId)] : sportChannels(sport);
      return cachedRead(request, reply, { dependsOn: [tipsTag, ...channels], personal: viewers.pageFor }, () =>
        tips.latest(request.body),
      );
    },
  );

  app.post(
    '/tj/recommend/publish',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '发布方案（实名认证用户；开赛前；付费方案需中级专家及以上）',
        body: tipPublishBody,
        consumes: formOrJson,
        response: { 200: envelope(tipItem) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      if (!(await deps.realNames.info(userId)).certified) fail('tipRealNameRequired');
      const code = await tips.publishAs(await experts.expertOfUser(userId), request.body);
      return { code: Code.ok, msg: '发布成功', data: await tips.tipByCode(code, userId) };
    },
  );

  app.post(
    '/tj/recommend/buy',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '购买付费方案（每人每个方案只扣一次球币；余额不足 code 12001）',
        body: tipBuyBody,
        consumes: formOrJson,
        response: { 200: envelope(tipBuyResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const result = await tips.buy(userId, request.body.code, deps.spending.gate(request, userId, 'tipPurchase'));
      return { code: Code.ok, msg: result.replayed ? '已购买过该方案' : '购买成功', data: result };
    },
  );

  app.get(
    '/user/proposal',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的方案：我发布的或我购买的（recList, next）',
        querystring: myTipsQuery,
        response: { 200: envelope(tipPage) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { type, page, size } = request.query;
      if (type === 'bought') return ok(await tips.boughtBy(userId, page, size));
      const expert = await experts.findExpertOfUser(userId);
      return ok(expert ? await tips.ofExpert(expert.id, page, size, userId) : { recList: [], page, next: false });
    },
  );

  app.get(
    '/user/attention/experts',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我关注的专家',
        response: { 200: envelope(followedExperts) },
      },
    },
    async (request) => ok(await experts.followedBy(await requireUserId(request))),
  );
};
