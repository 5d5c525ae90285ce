import { envelope, pushBody, pushResult } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { fail } from '../../../platform/http/app-error';
import { ok } from '../../../platform/http/envelope';
import { addCodeMessages, type CodeMessages } from '../../../platform/http/messages';
import type { FeedEvent } from '../../events';
import type { Ingest } from '../../ingest/ingest';
import { namesInChinese } from './names-in-chinese';
import { rememberSignature, unknownReferences } from './push-guard.repository';
import { isValidSignature, maxSkewSeconds, signatureHeader, timestampHeader } from './signature';

const rawBody = Symbol('rawBody');
type WithRawBody = { [rawBody]?: string };

type PushDeps = { ingest: Ingest; secret: string; db: Db; clock: Clock };

/** The code the push endpoint answers with, its message said in full with the names it did not know. */
export const feedPushCodes = { feedUnknownReference: '推送的比赛引用了未知的赛事或球队' } satisfies CodeMessages;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Refuses a push unless it is signed with the shared secret over its timestamp and body, its timestamp is
 * within maxSkewSeconds of the real clock, and its signature has not been seen before: a captured push
 * cannot be sent again to rewind a match.
 */
async function checkSignature(deps: PushDeps, headers: Record<string, string | string[] | undefined>, body: string) {
  const stamp = header(headers[timestampHeader]) ?? '';
  const timestamp = /^\d{1,12}$/.test(stamp) ? Number(stamp) : NaN;
  const signature = header(headers[signatureHeader]);
  if (!Number.isFinite(timestamp) || !isValidSignature(timestamp, body, deps.secret, signature)) {
    fail('forbidden', '签名无效');
  }
  const now = deps.clock();
  if (Math.abs(now - timestamp) > maxSkewSeconds) fail('forbidden', '签名已过期：时间戳与服务器时间相差超过 5 分钟');
  if (!(await rememberSignature(deps.db, signature!, timestamp + maxSkewSeconds, now))) {
    fail('forbidden', '重复的推送：该签名已使用过');
  }
}

/** Matches must name competitions and teams the store knows, or no list would ever show them. */
async function checkReferences(db: Db, events: FeedEvent[]): Promise<void> {
  const upserts = events.filter((e) => e.kind === 'match');
  const unknown = await unknownReferences(db, {
    competitions: [...new Set(upserts.map((e) => e.competitionId))],
    teams: [...new Set(upserts.flatMap((e) => [e.homeTeamId, e.awayTeamId]))],
  });
  const parts = [
    unknown.competitions.length > 0 ? `赛事 ${unknown.competitions.join(', ')}` : '',
    unknown.teams.length > 0 ? `球队 ${unknown.teams.join(', ')}` : '',
  ].filter(Boolean);
  if (parts.length > 0) fail('feedUnknownReference', `未知的赛事或球队：${parts.join('；')}`);
}

/**
 * The push provider: an operator's own feed posts normalised events, signed with the shared secret.
 * Events of matches the feed has not created yet (no match upsert) are reported back, not stored.
 */
export const pushRoutes: FastifyPluginAsyncZod<PushDeps> = async (app, deps) => {
  addCodeMessages(feedPushCodes);
  // The signature covers the exact bytes, so keep them before JSON parsing (this plugin's scope only).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
    (request, body, done) => {
      (request as WithRawBody)[rawBody] = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    },
  );

  app.addHook('preValidation', async (request) => {
    await checkSignature(deps, request.headers, (request as WithRawBody)[rawBody] ?? '');
  });

  app.post(
    '/feed/push',
    {
      schema: {
        tags: ['feed'],
        summary: '推送数据源：运营方以 HMAC-SHA256 签名推送标准化事件',
        description:
          `请求头 ${timestampHeader}: <epoch 秒>，${signatureHeader}: sha256=<hex>，为以 INGEST_SECRET 对 "<时间戳>.<原始请求体>" 计算的 HMAC-SHA256。` +
          `时间戳与服务器相差超过 ${maxSkewSeconds} 秒或签名已使用过的推送被拒绝（403）；引用未知赛事或球队的推送整体被拒绝（13001）。`,
        body: pushBody,
        response: { 200: envelope(pushResult) },
      },
    },
    async (request) => {
      await checkReferences(deps.db, request.body.events);
      return ok(await deps.ingest.ingest(namesInChinese(request.body.events)));
    },
  );
};
