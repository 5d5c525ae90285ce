import {
  adminTokenHeaders,
  done,
  envelope,
  minorClockBody,
  minorPasswordBody,
  minorResetBody,
  minorStatus,
  minorSuitableBody,
  minorSuitableList,
  spendingLimits,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdjustableClock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { adminOnly } from '../../platform/http/admin-token';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import { markSuitable, suitableRefs, unmarkSuitable } from './minor-mode.repository';
import type { MinorModeService } from './minor-mode.service';
import type { SpendingService } from './spending.service';

const tags = ['minor-mode'];

export const minorModeRoutes: FastifyPluginAsyncZod<{
  minorMode: MinorModeService;
  spending: SpendingService;
}> = async (app, { minorMode, spending }) => {
  app.get(
    '/minor/status',
    {
      schema: {
        tags,
        summary: '青少年模式状态（账号或本设备，请求头 x-kq-device）：是否开启、是否休息或超时、今日已用分钟',
        response: { 200: envelope(minorStatus) },
      },
    },
    async (request) => ok(await minorMode.status(request)),
  );

  app.post(
    '/minor/heartbeat',
    {
      schema: {
        tags,
        summary: '青少年模式心跳：页面打开时每分钟一次，服务端按活跃分钟计时（任何请求都计时）',
        response: { 200: envelope(minorStatus) },
      },
    },
    async (request) => ok(await minorMode.status(request)),
  );

  const passwordRoute = (path: string, summary: string, act: typeof minorMode.enable) =>
    app.post(
      path,
      { schema: { tags, summary, body: minorPasswordBody, response: { 200: envelope(minorStatus) } } },
      async (request) => ok(await act(request, request.body.password)),
    );
  passwordRoute(
    '/minor/enable',
    '开启青少年模式并设置 4 位数字密码（登录时对账号，未登录时对本设备）',
    minorMode.enable,
  );
  passwordRoute('/minor/disable', '输入密码关闭青少年模式', minorMode.disable);
  passwordRoute('/minor/pass', '输入密码，今天内不受休息时间和 40 分钟限制', minorMode.pass);

  app.post(
    '/minor/password/reset',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '忘记青少年模式密码：用账号手机号的找回密码验证码（type=reset）重设',
        body: minorResetBody,
        response: { 200: envelope(done) },
      },
    },
    async (request) => {
      await minorMode.resetPassword(await requireUserId(request), request.body.code, request.body.password);
      return ok({ done: true as const });
    },
  );

  app.get(
    '/spending/limits',
    {
      schema: {
        tags,
        summary: '消费限额（球币）：单次送礼、每日、每月上限与需要确认的金额',
        response: { 200: envelope(spendingLimits) },
      },
    },
    async () => ok(spending.limits()),
  );
};

/** Operators (header `x-admin-token`): rooms and posts fit for 青少年模式; in tests, the mode's clock. */
export const minorModeAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: AdjustableClock | null;
  adminToken: string;
  now: () => number;
}> = async (app, { db, clock, adminToken, now }) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.get(
    '/admin/minor/suitable',
    {
      schema: {
        tags: ['admin'],
        summary: '运营：青少年模式可见的直播间（id）与帖子（code）（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        response: { 200: envelope(minorSuitableList) },
      },
    },
    async () => ok({ rooms: await suitableRefs(db, 'room'), posts: await suitableRefs(db, 'post') }),
  );

  app.post(
    '/admin/minor/suitable',
    {
      schema: {
        tags: ['admin'],
        summary: '运营：标记直播间或帖子是否适合青少年模式（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: minorSuitableBody,
        response: { 200: envelope(done) },
      },
    },
    async (request) => {
      const { kind, ref, suitable } = request.body;
      await (suitable ? markSuitable(db, kind, ref, now()) : unmarkSuitable(db, kind, ref));
      return ok({ done: true as const });
    },
  );

  if (clock) {
    app.post(
      '/admin/minor/clock',
      {
        schema: {
          tags: ['admin'],
          summary: '测试：把青少年模式的时钟向前拨（仅 MINOR_CLOCK=adjustable，生产环境不可用）',
          headers: adminTokenHeaders,
          body: minorClockBody,
          response: { 200: envelope(done) },
        },
      },
      async (request) => {
        clock.advance(request.body.seconds);
        return ok({ done: true as const });
      },
    );
  }
};
