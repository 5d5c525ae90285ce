import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  aiAnswer,
  aiAskBody,
  aiConversation,
  aiConversationList,
  aiConversationParams,
  emptyData,
  envelope,
  type AiStreamEvent,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import { optionalUserId, requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { Assistant } from './assistant.service';

export type AiRoutesDeps = { assistant: Assistant; questionsPerMinute: number };

const tags = ['ai'];
/** Between the bundled engine's streamed pieces, so an answer reads as it is written. */
const TOKEN_PAUSE_MS = 12;

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/** A fan by id, a guest by address: whose questions count against one limit. */
async function askerKey(request: FastifyRequest): Promise<string> {
  const userId = await optionalUserId(request);
  return userId === null ? `ai-ip:${request.ip}` : `ai-user:${userId}`;
}

function openStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  return raw;
}

const send = (raw: ServerResponse, event: AiStreamEvent) => raw.write(`data: ${JSON.stringify(event)}\n\n`);

export const aiRoutes: FastifyPluginAsyncZod<AiRoutesDeps> = async (app, { assistant, questionsPerMinute }) => {
  app.post(
    '/ai/ask',
    {
      config: {
        rateLimit: { max: questionsPerMinute, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: askerKey },
      },
      schema: {
        tags,
        summary:
          '向 AI 助手提问（Accept: text/event-stream 时逐字流式返回 token/card/done 事件，否则返回整段回答；游客不保存对话）',
        body: aiAskBody,
        consumes: formOrJson,
        response: { 200: envelope(aiAnswer) },
      },
    },
    async (request, reply) => {
      const userId = await optionalUserId(request);
      if (!wantsStream(request)) return ok(await assistant.ask(userId, request.body, { token() {}, card() {} }));
      const raw = openStream(reply);
      const pause = () => new Promise<void>((resolve) => setTimeout(resolve, TOKEN_PAUSE_MS));
      try {
        const answer = await assistant.ask(
          userId,
          request.body,
          { token: (text) => send(raw, { type: 'token', text }), card: (card) => send(raw, { type: 'card', card }) },
          pause,
        );
        send(raw, { type: 'done', answer });
      } catch (error) {
        const known = error instanceof AppError;
        if (!known) request.log.error({ err: error }, 'AI answer failed');
        send(raw, {
          type: 'error',
          code: known ? error.code : Code.internalError,
          msg: known ? error.message : '回答失败，请稍后再试',
        });
      }
      raw.end();
      return reply;
    },
  );

  app.get(
    '/ai/conversations',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的 AI 对话（最近 50 个）',
        response: { 200: envelope(aiConversationList) },
      },
    },
    async (request) => ok({ list: await assistant.list(await requireUserId(request)) }),
  );

  app.get(
    '/ai/conversations/:id',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '一个 AI 对话的全部消息（只能读自己的；不存在 code 18001）',
        params: aiConversationParams,
        response: { 200: envelope(aiConversation) },
      },
    },
    async (request) => ok(await assistant.read(await requireUserId(request), request.params.id)),
  );

  app.delete(
    '/ai/conversations/:id',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '删除一个 AI 对话及其消息（只能删自己的；不存在 code 18001）',
        params: aiConversationParams,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await assistant.remove(await requireUserId(request), request.params.id);
      return ok({});
    },
  );
};
