import { Code, inAppBrowserOf } from '@kanqiu/domain';
import {
  adminTokenHeaders,
  envelope,
  rechargeBody,
  rechargeOptions,
  rechargeOrder,
  rechargeOrderParams,
  rechargeRefundBody,
  rechargeResult,
  signInResult,
  walletBalances,
  walletEntriesPage,
  walletEntriesQuery,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminToken } from '../../platform/http/admin-token';
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
  /** The operator's token (ADMIN_TOKEN); without it the refund route is not registered. */
  adminToken: string | undefined;
};

const tags = ['wallet'];

function rechargeMessage(result: { sandbox: boolean; order: { state: string } | null; jsapi: object | null }): string {
  if (result.sandbox) return '充值成功（沙盒，未产生真实扣款）';
  if (!result.order) return '充值成功';
  if (result.jsapi) return '订单已创建，请在微信中完成支付';
  return result.order.state === 'created' ? '订单已创建，请完成支付' : '该订单已处理，请查看订单状态';
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesDeps> = async (
  app,
  { ledger, recharges, signIns, spending, adminToken },
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
        summary:
          '充值球币（同一 requestId 只入账一次）：沙盒立即到账；微信支付、支付宝返回待支付订单与支付链接；' +
          '在微信内（User-Agent 含 MicroMessenger）返回 JSAPI 调起支付参数，未授权时答 12005',
        body: rechargeBody,
        consumes: formOrJson,
        response: { 200: envelope(rechargeResult) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { packageId, requestId } = request.body;
      await spending.mayRecharge(request, userId);
      const inWechat = inAppBrowserOf(request.headers['user-agent'] ?? '') === 'wechat';
      const result = await recharges.recharge(userId, packageId, requestId, { ip: request.ip, inWechat });
      return { code: Code.ok, msg: rechargeMessage(result), data: result };
    },
  );

  app.get(
    '/user/wallet/recharge/order/:orderNo',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '充值订单状态（支付完成后返回页轮询：created 确认中、paid 已到账、closed 已关闭）',
        params: rechargeOrderParams,
        response: { 200: envelope(rechargeOrder) },
      },
    },
    async (request) => ok(await recharges.order(await requireUserId(request), request.params.orderNo)),
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

  if (!adminToken) return;
  const operatorToken = adminToken;
  app.post(
    '/admin/wallet/recharge/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          '运营全额退款一笔已支付的充值：先扣回球币（已使用则拒绝），再由支付渠道原路退款（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: rechargeRefundBody,
        response: { 200: envelope(rechargeOrder) },
      },
    },
    async (request) => {
      requireAdminToken(request, operatorToken);
      return ok(await recharges.refund(request.body.orderNo, request.body.reason));
    },
  );
};
