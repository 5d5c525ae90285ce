import type { NoticeKindName } from '@kanqiu/domain';
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

/** A circle (圈子) of a competition or a club; `key` is `c<competitionId>` or `t<teamId>`. */
export interface CirclesTable {
  id: Generated<number>;
  key: string;
  name: string;
  sport: 'football' | 'basketball';
  competition_id: number | null;
  team_id: number | null;
  follower_count: Flag;
  post_count: Flag;
  sort: number;
}

export interface CircleFollowsTable {
  circle_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A post or question; a seeded example has no `user_id` but a `sample_author` and the match it is about. */
export interface PostsTable {
  id: Generated<number>;
  code: string;
  circle_id: number;
  user_id: number | null;
  sample_author: string | null;
  sample_match_id: number | null;
  kind: 'post' | 'question';
  title: string | null;
  content: string;
  like_count: Flag;
  comment_count: Flag;
  accepted_comment_id: number | null;
  hidden: Flag;
  deleted: Flag;
  created_at: Timestamp;
  tag_kind: 'match' | 'team' | null;
  tag_id: number | null;
  tag_sport: 'football' | 'basketball' | null;
  tag_label: string | null;
}

/** `parent_id` null: a comment on the post; else a reply under that comment (two levels). */
export interface PostCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  deleted: Flag;
  /** Hidden by an operator (0036). */
  hidden: Flag;
  created_at: Timestamp;
}

export interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A picture uploaded for a post; `post_id` is null until the post that shows it is written. */
export interface PostImagesTable {
  id: Generated<number>;
  name: string;
  user_id: number;
  post_id: number | null;
  position: Flag;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface PostMentionsTable {
  post_id: number;
  user_id: number;
}

/** A 互动消息: `actor_id` replied to, liked, mentioned or accepted something of `user_id` on the post. */
export interface CommunityNoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: NoticeKindName;
  actor_id: number;
  post_id: number;
  comment_id: number | null;
  read: Flag;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    circles: CirclesTable;
    circle_follows: CircleFollowsTable;
    posts: PostsTable;
    post_comments: PostCommentsTable;
    post_likes: PostLikesTable;
    post_images: PostImagesTable;
    post_mentions: PostMentionsTable;
    community_notices: CommunityNoticesTable;
  }
}
