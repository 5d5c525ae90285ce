/** What 圈子's cached reads depend on (`platform/cache/read-cache.ts`): each write invalidates the tags it moves. */

/** The circles with their follower and post counts. */
export const circlesTag = 'community:circles';
/** The lists across every circle (热门帖子). */
export const allPostsTag = 'community:posts';
export const circlePostsTag = (circleId: number) => `community:circle-posts:${circleId}`;
export const authorPostsTag = (userId: number) => `community:user-posts:${userId}`;
/** A post's page with its comments. */
export const postPageTag = (code: string) => `community:post:${code}`;
/** A user's liked posts and followed circles, laid over the shared answers. */
export const likesTag = (userId: number) => `community:likes:${userId}`;
export const circleFollowsTag = (userId: number) => `community:circle-follows:${userId}`;

/** What a change of this post (its text, counts, answer, visibility) moves: its page and every list it is on. */
export function postChangeTags(post: { code: string; circle_id: number; user_id: number | null }): string[] {
  const author = post.user_id === null ? [] : [authorPostsTag(post.user_id)];
  return [allPostsTag, circlePostsTag(post.circle_id), ...author, postPageTag(post.code)];
}
