import {
  envelope,
  giftCatalogue,
  giftRanking,
  giftSendBody,
  giftSendResult,
  nobleBuyBody,
  nobleBuyResult,
  nobleOverview,
  roomIdParams,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUserId, requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { SpendingServices } from '../minor-mode';
import type { GiftsService } from './gifts.service';
import type { NoblesService } from './nobles.service';

export type GiftsRoutesDeps = { gifts: GiftsService; nobles: NoblesService; spending: Pick<SpendingServices, 'gate'> };

const tags = ['gifts'];
const kindMessage = { new: '开通成功', renew: '续费成功', upgrade: '升级成功' } as const;

export const giftsRoutes: FastifyPluginAsyncZod<GiftsRoutesDeps> = async (app, { gifts, nobles, spending }) => {
  app.get(
    '/vlive/gift/list',
    {
      schema: {
        tags,
        summary: '礼物列表（登录时附余额，价格已按贵族折扣计算）',
        response: { 200: envelope(giftCatalogue) },
      },
    },
    async (request) => ok(await gifts.catalogue(await optionalUserId(request))),
  );

  app.post(
    '/vlive/gift/send',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '送礼物（同一 clientId 只扣一次；余额不足 code 12001）',
        body: giftSendBody,
        consumes: formOrJson,
        response: { 200: envelope(giftSendResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return ok(await gifts.send(userId, request.body, spending.gate(request, userId, 'gift')));
    },
  );

  app.get(
    '/vlive/room/:id/rank',
    {
      schema: {
        tags,
        summary: '直播间最近支持（最近送礼物的 50 位球迷，按时间先后，不显示金额）',
        params: roomIdParams,
        response: { 200: envelope(giftRanking) },
      },
    },
    async (request) => ok(await gifts.ranking(request.params.id)),
  );

  app.get(
    '/vlive/noble',
    {
      schema: {
        tags,
        summary: '贵族爵位、特权与价格（登录时附我的爵位和球币余额）',
        response: { 200: envelope(nobleOverview) },
      },
    },
    async (request) => ok(await nobles.overview(await optionalUserId(request))),
  );

  app.post(
    '/vlive/noble/buy',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '开通、续费或升级贵族（30 天；同一 requestId 只扣一次）',
        body: nobleBuyBody,
        consumes: formOrJson,
        response: { 200: envelope(nobleBuyResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const gate = spending.gate(request, userId, 'noble');
      const result = await nobles.buy(userId, request.body.tierId, request.body.requestId, gate);
      return { code: Code.ok, msg: kindMessage[result.kind], data: result };
    },
  );
};
