import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { unstorableTextMessage } from '@kanqiu/contract';
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

/** What the framework refuses before a route runs, by Fastify's or Node's error code. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '路径参数过长',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  ERR_HTTP_REQUEST_TIMEOUT: '请求超时',
  HPE_HEADER_OVERFLOW: '请求头过大',
  KQ_ERR_UNSTORABLE_TEXT: unstorableTextMessage,
};

/** A request whose input holds text the database cannot store (`holdsUnstorableText`): a 400 like a schema's. */
export const unstorableTextFault = (): Error =>
  Object.assign(new Error(unstorableTextMessage), { statusCode: 400, code: 'KQ_ERR_UNSTORABLE_TEXT' });

function validationMessage(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): string {
  const first = error.validation[0];
  const field =
    first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    contextNames[error.validationContext ?? ''] ||
    '参数';
  return `${field}: ${first?.message ?? '格式不正确'}`;
}

const dependencyDownMessage = '服务暂时不可用，请稍后再试';

/** The message of a client fault the framework or a plugin raised; the JSON parser throws a bare SyntaxError. */
function clientFaultMessage(error: FastifyError): string {
  if (error instanceof SyntaxError) return frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY ?? '';
  return frameworkMessages[error.code] ?? messageFor(Code.validationFailed);
}

function send(reply: FastifyReply, httpStatus: number, code: number, msg: string): FastifyReply {
  // Bypass the route's response schema: error bodies carry data null whatever the route returns.
  return reply
    .status(httpStatus)
    .type('application/json; charset=utf-8')
    .serializer((body: unknown) => JSON.stringify(body))
    .send({ code, msg, data: null });
}

function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  onShed: () => void,
): FastifyReply {
  if (error instanceof AppError) return send(reply, 200, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, Code.validationFailed, validationMessage(error));
  }
  if (error.statusCode === 429) return send(reply, 429, Code.rateLimited, messageFor(Code.rateLimited));
  // @fastify/under-pressure sheds load; Retry-After is already set.
  if (error.statusCode === 503) {
    onShed();
    return send(reply, 503, Code.notReady, '服务繁忙，请稍后再试');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'malformed request');
    return send(reply, error.statusCode, Code.validationFailed, clientFaultMessage(error));
  }
  if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
    request.log.warn({ err: error }, 'a dependency is unavailable');
    return send(reply, 503, Code.notReady, dependencyDownMessage);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, Code.internalError, messageFor(Code.internalError));
}

/** Fastify's `frameworkErrors`: a bad URL or an over-long parameter, refused before routing. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Never a shed: that happens after routing.
  void handleError(error, request, reply, () => undefined);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a request that took too long, an
 * oversized header, garbage) never becomes a request, so the envelope is written to the socket itself.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const msg = frameworkMessages[error.code ?? ''] ?? messageFor(Code.validationFailed);
  const body = JSON.stringify({ code: Code.validationFailed, msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The one place that turns any thrown error into the envelope. */
export function installErrorHandling(app: FastifyInstance, { onShed }: { onShed: () => void }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => handleError(error, request, reply, onShed));
  app.setNotFoundHandler((_request, reply) => send(reply, 404, Code.notFound, messageFor(Code.notFound)));
}
