import { envelope, followBody, followedMatchIds, followResult } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { FollowService } from './follow.service';

export type FollowRoutesDeps = { follows: FollowService };

export const followRoutes: FastifyPluginAsyncZod<FollowRoutesDeps> = async (app, { follows }) => {
  app.post(
    '/live/match/follow',
    {
      schema: {
        ...signedInSchema,
        tags: ['football'],
        summary: '关注或取消关注比赛（follow 1 关注、0 取消）',
        body: followBody,
        consumes: formOrJson,
        response: { 200: envelope(followResult) },
      },
    },
    async (request) => {
      const { matchId, follow } = request.body;
      return ok(await follows.setFollow(await requireUserId(request), matchId, follow === 1 ? 1 : 0));
    },
  );
  app.get(
    '/live/match/follow/ids',
    {
      schema: {
        ...signedInSchema,
        tags: ['football'],
        summary: '我关注的比赛（足球与篮球）的 id',
        response: { 200: envelope(followedMatchIds) },
      },
    },
    async (request) =>
      ok({ ids: [...(await follows.followedIds(await requireUserId(request)))].sort((a, b) => a - b) }),
  );
};
