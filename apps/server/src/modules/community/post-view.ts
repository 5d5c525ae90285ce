import type { PostImage, PostSummary } from '@kanqiu/contract';
import type { PostRow } from './community.repository';
import { tagOf, type PostMedia } from './post-media.service';

const EXCERPT = 120;

export function toSummary(row: PostRow, images: PostImage[]): PostSummary {
  return {
    code: row.code,
    circleId: row.circle_id,
    circleName: row.circle_name,
    kind: row.kind,
    title: row.title,
    excerpt: row.content.length > EXCERPT ? `${row.content.slice(0, EXCERPT)}…` : row.content,
    author: {
      id: row.user_id,
      nickName: row.user_id === null ? (row.sample_author ?? '示例用户') : (row.nick_name ?? ''),
      sample: row.user_id === null,
    },
    likeCount: row.like_count,
    commentCount: row.comment_count,
    answered: row.accepted_comment_id !== null,
    images,
    tag: tagOf(row),
    createdAt: row.created_at,
  };
}

/** Summaries of the rows with their pictures, read in one query. */
export async function toSummaries(media: PostMedia, rows: PostRow[]): Promise<PostSummary[]> {
  const images = await media.imagesByPost(rows.map((row) => row.id));
  return rows.map((row) => toSummary(row, images.get(row.id) ?? []));
}
