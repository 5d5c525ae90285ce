import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentGateway } from './payment-provider';
import type { RechargeService } from './recharge.service';

export type PaymentNotifyDeps = { gateway: PaymentGateway; recharges: RechargeService };

/**
 * The provider's asynchronous notification (支付结果通知), outside the envelope: it is answered the way the
 * provider wants (WeChat Pay 204 or a FAIL body, Alipay `success` or `fail`), and a refusal makes it retry.
 */
export const paymentNotifyRoutes: FastifyPluginAsyncZod<PaymentNotifyDeps> = async (app, { gateway, recharges }) => {
  // The signature covers the exact characters, so this plugin's routes read the body as text, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    `/pay/notify/${gateway.name}`,
    {
      schema: {
        tags: ['wallet'],
        summary:
          gateway.name === 'wechat'
            ? '微信支付结果通知（验签 WECHATPAY2-SHA256-RSA2048，AES-256-GCM 解密；同一订单只入账一次）'
            : '支付宝异步通知（RSA2 验签；同一订单只入账一次）',
        body: z.string(),
        response: { 200: z.string(), 204: z.string(), 400: z.string() },
      },
    },
    async (request, reply) => {
      const facts = gateway.readNotification({ headers: request.headers, body: request.body });
      const answer = (await recharges.notified(facts)) ? gateway.answers.accepted : gateway.answers.refused;
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    },
  );
};
