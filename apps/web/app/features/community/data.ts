import type { Circle, PostDetail, PostSummary } from '@kanqiu/contract';

export type CommunityHomeData = { circles: Circle[]; hot: PostSummary[]; error: string | null };

export type CircleData = {
  circle: Circle;
  sort: 'latest' | 'hot';
  posts: PostSummary[];
  next: boolean;
  signedIn: boolean;
  error: string | null;
};

export type PostPageData = { post: PostDetail; signedIn: boolean };

export type MyPostsData = { posts: PostSummary[] };

export type CommunityActionResult =
  { ok: true; intent: string; code?: string } | { ok: false; error: string; login?: boolean };

/** Detail pages by kind: a question opens at /community/qdetail (spec §2). */
export function postHref(post: { code: string; kind: 'post' | 'question' }): string {
  return `/community/${post.kind === 'question' ? 'qdetail' : 'detail'}?code=${encodeURIComponent(post.code)}`;
}
