import { communityLimits, type CommunityWrite } from '@kanqiu/domain';
import type { FastifyInstance } from 'fastify';
import { createUserAllowance } from '../../platform/http/user-allowance';

/** Each user's allowance of posts and of comments per minute and per hour (`communityLimits`), shared through Redis. */
export function createWriteAllowance(
  app: FastifyInstance,
): (userId: number, write: CommunityWrite) => Promise<boolean> {
  const post = createUserAllowance(app, 'community-post', communityLimits.post);
  const comment = createUserAllowance(app, 'community-comment', communityLimits.comment);
  return (userId, write) => (write === 'post' ? post(userId) : comment(userId));
}
