import { Code } from '@kanqiu/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isRedisUnavailable } from '../bus/redis-client';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from './app-error';
import { messageFor } from './messages';

const contextNames: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function validationMessage(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): string {
  const first = error.validation[0];
  const field =
    first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    contextNames[error.validationContext ?? ''] ||
    '参数';
  return `${field}: ${first?.message ?? '格式不正确'}`;
}

const dependencyDownMessage = '服务暂时不可用，请稍后再试';

function send(reply: FastifyReply, httpStatus: number, code: number, msg: string): FastifyReply {
  // Bypass the route's response schema: error bodies carry data null whatever the route returns.
  return reply
    .status(httpStatus)
    .type('application/json; charset=utf-8')
    .serializer((body: unknown) => JSON.stringify(body))
    .send({ code, msg, data: null });
}

/** The one place that turns any thrown error into the envelope. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, 200, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, Code.validationFailed, validationMessage(error));
    }
    if (error.statusCode === 429) return send(reply, 429, Code.rateLimited, messageFor(Code.rateLimited));
    if (error.statusCode === 413) return send(reply, 413, Code.validationFailed, '请求内容过大');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'malformed request');
      return send(reply, error.statusCode, Code.validationFailed, messageFor(Code.validationFailed));
    }
    if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
      request.log.warn({ err: error }, 'a dependency is unavailable');
      return send(reply, 503, Code.notReady, dependencyDownMessage);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, Code.internalError, messageFor(Code.internalError));
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 404, Code.notFound, messageFor(Code.notFound)));
}
