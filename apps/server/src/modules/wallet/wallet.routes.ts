import { Code } from '@kanqiu/domain';
import {
  envelope,
  rechargeBody,
  rechargeOptions,
  rechargeResult,
  signInResult,
  walletBalances,
  walletEntriesPage,
  walletEntriesQuery,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { Ledger } from './ledger.service';
import type { RechargeService } from './recharge.service';
import type { SpendingServices } from '../minor-mode';
import type { SignInService } from './sign-in.service';

export type WalletRoutesDeps = {
  ledger: Ledger;
  recharges: RechargeService;
  signIns: SignInService;
  spending: Pick<SpendingServices, 'mayRecharge'>;
};

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesDeps> = async (
  app,
  { ledger, recharges, signIns, spending },
) => {
  app.get(
    '/user/wallet',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的钱包：球币与积分余额',
        response: { 200: envelope(walletBalances) },
      },
    },
    async (request) => ok(await ledger.balance(await requireUserId(request))),
  );

  app.get(
    '/user/wallet/entries',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '钱包明细（新的在前，分页；currency 可选 coin 或 point）',
        querystring: walletEntriesQuery,
        response: { 200: envelope(walletEntriesPage) },
      },
    },
    async (request) => ok(await ledger.entries(await requireUserId(request), request.query)),
  );

  app.get(
    '/user/wallet/recharge/packages',
    {
      schema: {
        tags,
        summary: '充值套餐与是否开放（沙盒不产生真实扣款）',
        response: { 200: envelope(rechargeOptions) },
      },
    },
    async () => ok(recharges.options()),
  );

  app.post(
    '/user/wallet/recharge',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '充值球币（同一 requestId 只入账一次）',
        body: rechargeBody,
        consumes: formOrJson,
        response: { 200: envelope(rechargeResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await spending.mayRecharge(request, userId);
      const result = await recharges.recharge(userId, request.body.packageId, request.body.requestId);
      return { code: Code.ok, msg: result.sandbox ? '充值成功（沙盒，未产生真实扣款）' : '充值成功', data: result };
    },
  );

  app.post(
    '/user/wallet/sign-in',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '每日签到领积分（北京时间每天一次）',
        response: { 200: envelope(signInResult) },
      },
    },
    async (request) => ok(await signIns.signIn(await requireUserId(request))),
  );
};
