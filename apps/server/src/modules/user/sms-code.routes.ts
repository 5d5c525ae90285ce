import { envelope, sendCodeBody, sendCodeData, smsOutboxEntry, smsOutboxQuery } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { formOrJson } from '../../platform/http/route-schema';
import type { SmsCodeService } from './sms-code.service';
import type { SmsMessage } from './sms-sender';

/** `lastSmsFor` is absent in production, and then so is the outbox route. */
export type SmsCodeRoutesDeps = {
  smsCodes: SmsCodeService;
  lastSmsFor: ((phone: string) => SmsMessage | undefined) | undefined;
};

export const smsCodeRoutes: FastifyPluginAsyncZod<SmsCodeRoutesDeps> = async (app, { smsCodes, lastSmsFor }) => {
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
        summary: '开发环境：读取某手机号最近一条验证码（生产环境无此接口）',
        querystring: smsOutboxQuery,
        response: { 200: envelope(smsOutboxEntry) },
      },
    },
    async (request) => ok(lastSmsFor(request.query.phone) ?? fail('notFound', '该手机号没有发送过验证码')),
  );
};
