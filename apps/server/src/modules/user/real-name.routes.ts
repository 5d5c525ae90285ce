import { certifyBody, envelope, realNameInfo } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { RealNameService } from './real-name.service';

export type RealNameRoutesDeps = { realNames: RealNameService };

export const realNameRoutes: FastifyPluginAsyncZod<RealNameRoutesDeps> = async (app, { realNames }) => {
  app.get(
    '/user/center/real-name',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '实名认证状态（脱敏）',
        response: { 200: envelope(realNameInfo) },
      },
    },
    async (request) => ok(await realNames.info(await requireUserId(request))),
  );

  app.post(
    '/user/center/real-name',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '提交实名认证：姓名 + 18 位身份证号',
        body: certifyBody,
        consumes: formOrJson,
        response: { 200: envelope(realNameInfo) },
      },
      // Each attempt tells whether a number is already in use, so guessing is slowed.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ok(await realNames.certify(await requireUserId(request), request.body)),
  );
};
