import type { MentionUser, PostImage, PostTag, TagOptions } from '@kanqiu/contract';
import { FREE_POST_IMAGE_GRACE_SECONDS, mentionsInText, POST_IMAGE_SIDE, POST_THUMB_SIDE } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { createPictureStore } from '../../platform/images/picture-store';
import type { ObjectStore } from '../../platform/storage/object-store';
import {
  attachImages,
  countFreeImages,
  deleteFreeImages,
  freeImagesBefore,
  findTaggedMatch,
  findTaggedTeam,
  imagesOfPosts,
  insertMentions,
  insertPostImage,
  matchesNear,
  mentionsOfPost,
  usersByIds,
  usersNamed,
} from './post-media.repository';

const MENTION_CANDIDATES = 10;
const SWEEP_BATCH = 200;
/** How often the sweep of never-posted pictures runs (a full batch runs again at once). */
export const FREE_IMAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export type TagColumns = {
  tag_kind: PostTag['kind'] | null;
  tag_id: number | null;
  tag_sport: PostTag['sport'] | null;
  tag_label: string | null;
};
const noTag: TagColumns = { tag_kind: null, tag_id: null, tag_sport: null, tag_label: null };

export function tagOf(row: TagColumns): PostTag | null {
  if (row.tag_kind === null || row.tag_id === null || row.tag_sport === null) return null;
  return { kind: row.tag_kind, id: row.tag_id, sport: row.tag_sport, label: row.tag_label ?? '' };
}

const matchTag = (m: { id: number; sport: PostTag['sport']; home: string; away: string }): PostTag => ({
  kind: 'match',
  id: m.id,
  sport: m.sport,
  label: `${m.home} vs ${m.away}`,
});

type Deps = { db: Db; clock: Clock; sportsClock: Clock; store: ObjectStore; maxUploadBytes: number };

/** What a post holds besides its text: pictures (re-encoded, thumbnailed), a match or team tag, @mentions. */
export function createPostMedia({ db, clock, sportsClock, store, maxUploadBytes }: Deps) {
  const pictures = createPictureStore({
    store,
    folder: 'community',
    maxBytes: maxUploadBytes,
    side: POST_IMAGE_SIDE,
    thumbSide: POST_THUMB_SIDE,
  });
  const toImage = (image: { name: string; width: number; height: number }): PostImage => ({
    ...pictures.urlsOf(image.name),
    width: image.width,
    height: image.height,
  });

  return {
    async upload(userId: number, bytes: Buffer) {
      const stored = await pictures.save(bytes);
      await insertPostImage(db, {
        name: stored.name,
        userId,
        width: stored.width,
        height: stored.height,
        now: clock(),
      });
      return stored;
    },

    /** The names, once each, if every one is the user's picture not yet in a post. */
    async ownFreeImages(userId: number, names: readonly string[]): Promise<string[]> {
      const unique = [...new Set(names)];
      if ((await countFreeImages(db, userId, unique)) !== unique.length) fail('postImageUnknown');
      return unique;
    },

    attach: (postId: number, names: readonly string[]) => attachImages(db, postId, names),

    /**
     * Removes pictures uploaded for a post (a draft) that was never posted within the grace period: files first,
     * then rows, so a failure leaves the rows for the next run. `more`: a full batch, others may wait.
     */
    async sweepFreeImages(): Promise<{ removed: number; more: boolean }> {
      const names = (await freeImagesBefore(db, clock() - FREE_POST_IMAGE_GRACE_SECONDS, SWEEP_BATCH)).map(
        (row) => row.name,
      );
      await Promise.all(names.map((name) => pictures.remove(name)));
      await deleteFreeImages(db, names);
      return { removed: names.length, more: names.length >= SWEEP_BATCH };
    },

    async imagesByPost(postIds: readonly number[]): Promise<Map<number, PostImage[]>> {
      const byPost = await imagesOfPosts(db, postIds);
      return new Map([...byPost].map(([postId, images]) => [postId, images.map(toImage)]));
    },

    async tagColumns(tag: { kind: PostTag['kind']; id: number } | undefined): Promise<TagColumns> {
      if (!tag) return noTag;
      if (tag.kind === 'match') {
        const match = (await findTaggedMatch(db, tag.id)) ?? fail('postTagUnknown');
        return { tag_kind: 'match', tag_id: match.id, tag_sport: match.sport, tag_label: matchTag(match).label };
      }
      const team = (await findTaggedTeam(db, tag.id)) ?? fail('postTagUnknown');
      return { tag_kind: 'team', tag_id: team.id, tag_sport: team.sport, tag_label: team.name_zh };
    },

    /** The circle's matches nearest the feed's now and the teams playing them, to pick a tag from. */
    async tagOptions(circle: { competition_id: number | null; team_id: number | null }): Promise<TagOptions> {
      const matches = await matchesNear(db, circle, sportsClock());
      const teams = new Map<number, PostTag>();
      for (const m of matches) {
        teams.set(m.home_id, { kind: 'team', id: m.home_id, sport: m.sport, label: m.home });
        teams.set(m.away_id, { kind: 'team', id: m.away_id, sport: m.sport, label: m.away });
      }
      return {
        matches: matches.toSorted((a, b) => a.kickoff_at - b.kickoff_at).map(matchTag),
        teams: [...teams.values()],
      };
    },

    mentionCandidates: (userId: number, query: string): Promise<MentionUser[]> =>
      usersNamed(db, query, userId, MENTION_CANDIDATES),

    /** The picked users whose @name the text still holds (never the writer). */
    async mentionedIn(text: string, userIds: readonly number[], writerId: number): Promise<MentionUser[]> {
      const users = await usersByIds(
        db,
        userIds.filter((id) => id !== writerId),
      );
      return mentionsInText(text, users);
    },

    saveMentions: (postId: number, users: readonly MentionUser[]) =>
      insertMentions(
        db,
        postId,
        users.map((u) => u.id),
      ),
    mentionsOf: (postId: number): Promise<MentionUser[]> => mentionsOfPost(db, postId),
  };
}

export type PostMedia = ReturnType<typeof createPostMedia>;
