import type {
  Circle,
  CommunityNotice,
  MentionUser,
  MyComment,
  PostDetail,
  PostSummary,
  PostTag,
  TagOptions,
} from '@kanqiu/contract';

export type CommunityHomeData = { circles: Circle[]; hot: PostSummary[]; error: string | null };

export type CircleData = {
  circle: Circle;
  sort: 'latest' | 'hot';
  posts: PostSummary[];
  next: boolean;
  signedIn: boolean;
  tags: TagOptions;
  error: string | null;
};

export type PostPageData = { post: PostDetail; signedIn: boolean };

export type MyCommunityTab = 'posts' | 'comments' | 'notices';
export type MyCommunityData = {
  tab: MyCommunityTab;
  posts: PostSummary[];
  comments: MyComment[];
  notices: CommunityNotice[];
  unread: number;
};

export type CommunityActionResult =
  { ok: true; intent: string; code?: string } | { ok: false; error: string; login?: boolean };

/** A picture in the composer: uploaded, waiting for the post that shows it. */
export type DraftImage = { name: string; thumb: string };
export type UploadAnswer = { ok: true; image: DraftImage & { url: string } } | { ok: false; error: string };
export type MentionAnswer = { users: MentionUser[] };

/** Detail pages by kind: a question opens at /community/qdetail (spec §2). */
export function postHref(post: { code: string; kind: 'post' | 'question' }): string {
  return `/community/${post.kind === 'question' ? 'qdetail' : 'detail'}?code=${encodeURIComponent(post.code)}`;
}

/** A tag opens its match (直播 detail) or its team (资料库) page, by sport. */
export function tagHref(tag: PostTag): string {
  const sport = tag.sport === 'football' ? 'zq' : 'lq';
  return tag.kind === 'match' ? `/live/${sport}/detail/${tag.id}` : `/database/team/${sport}?id=${tag.id}`;
}
