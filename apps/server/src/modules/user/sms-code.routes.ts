import { envelope, sendCodeBody, sendCodeData, smsOutboxEntry, smsOutboxQuery } from '@kanqiu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../platform/http/app-error';
import { attemptLimits } from '../../platform/http/attempt-limits';
import { ok } from '../../platform/http/envelope';
import { formOrJson } from '../../platform/http/route-schema';
import type { SmsCodeService } from './sms-code.service';
import type { SmsMessage } from './sms-sender';

/** `lastSmsFor` is absent unless SMS_OUTBOX is on, and then so is the outbox route. */
export type SmsCodeRoutesDeps = {
  smsCodes: SmsCodeService;
  lastSmsFor: ((phone: string) => SmsMessage | undefined) | undefined;
  attemptsPerIpPerHour: number;
};

/** The socket's own address, not X-Forwarded-For: a proxy on this machine must not open the outbox to the world. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export const smsCodeRoutes: FastifyPluginAsyncZod<SmsCodeRoutesDeps> = async (
  app,
  { smsCodes, lastSmsFor, attemptsPerIpPerHour },
) => {
  // The daily caps count codes sent; this counts every request, so refusals ("not registered")
  // cannot be used to test phone after phone.
  const sendLimits = attemptLimits(app, [
    { name: 'sms-ip', max: attemptsPerIpPerHour, timeWindow: '1 hour', key: (request) => request.ip },
  ]);

  app.post(
    '/inform/send/code',
    {
      schema: {
        tags: ['account'],
        summary: '发送短信验证码（注册、登录、找回密码）',
        body: sendCodeBody,
        consumes: formOrJson,
        response: { 200: envelope(sendCodeData) },
      },
      preHandler: sendLimits,
    },
    async (request) =>
      ok(await smsCodes.send({ phone: request.body.phone, purpose: request.body.type, ip: request.ip })),
  );

  if (!lastSmsFor) return;
  app.get(
    '/dev/sms/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境：读取某手机号最近一条验证码（仅 SMS_OUTBOX=on 且本机访问；生产环境无此接口）',
        querystring: smsOutboxQuery,
        response: { 200: envelope(smsOutboxEntry) },
      },
    },
    async (request) => {
      if (!fromLoopback(request)) fail('forbidden', '开发短信收件箱仅限本机访问');
      return ok(lastSmsFor(request.query.phone) ?? fail('notFound', '该手机号没有发送过验证码'));
    },
  );
};
