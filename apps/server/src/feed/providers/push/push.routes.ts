import { envelope, pushBody, pushResult } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/http/app-error';
import { ok } from '../../../platform/http/envelope';
import type { Ingest } from '../../ingest/ingest';
import { isValidSignature, signatureHeader } from './signature';

const rawBody = Symbol('rawBody');
type WithRawBody = { [rawBody]?: string };

/**
 * The push provider: an operator's own feed posts normalised events, signed with the shared secret.
 * Events of matches the feed has not created yet (no match upsert) are reported back, not stored.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ ingest: Ingest; secret: string }> = async (app, { ingest, secret }) => {
  // The signature covers the exact bytes, so keep them before JSON parsing (this plugin's scope only).
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 }, (request, body, done) => {
    (request as WithRawBody)[rawBody] = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const signature = request.headers[signatureHeader];
    const body = (request as WithRawBody)[rawBody] ?? '';
    if (!isValidSignature(body, secret, Array.isArray(signature) ? signature[0] : signature)) {
      throw new AppError('forbidden', '签名无效');
    }
  });

  app.post(
    '/feed/push',
    {
      schema: {
        tags: ['feed'],
        summary: '推送数据源：运营方以 HMAC-SHA256 签名推送标准化事件',
        description: `请求头 ${signatureHeader}: sha256=<hex>，为以 INGEST_SECRET 对原始请求体计算的 HMAC-SHA256。`,
        body: pushBody,
        response: { 200: envelope(pushResult) },
      },
    },
    async (request) => ok(await ingest.ingest(request.body.events)),
  );
};
