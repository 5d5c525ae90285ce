import type { Db } from '../../platform/db/database';
import type { SubjectHandler } from '../moderation';
import { findPostsByIds } from './community.repository';
import { findReportedComment } from './moderation.repository';
import type { Moderation } from './moderation.service';
import type { PostMedia } from './post-media.service';
import { toSummaries } from './post-view';

type Deps = { db: Db; media: PostMedia; moderation: Moderation };

/** A reported post and a reported comment as the one report queue shows them, hidden or deleted from there. */
export function reportedSubjects({ db, media, moderation }: Deps): { post: SubjectHandler; comment: SubjectHandler } {
  const postCode = async (id: number) => (await findPostsByIds(db, [id]))[0]?.code ?? '';
  return {
    post: {
      blockScope: 'community',
      async view({ id }) {
        const rows = await findPostsByIds(db, [id]);
        const [post] = await toSummaries(media, rows);
        return post ? { kind: 'post', post, hidden: rows[0]!.hidden === 1 } : null;
      },
      remove: async ({ id }) => void (await moderation.remove(await postCode(id))),
      hide: async ({ id }) => void (await moderation.hide(await postCode(id), true)),
    },
    comment: {
      blockScope: 'community',
      async view({ id }) {
        const row = await findReportedComment(db, id);
        if (!row) return null;
        return {
          kind: 'comment',
          id: row.id,
          content: row.content,
          author: { id: row.user_id, nickName: row.nick_name },
          hidden: row.hidden === 1,
          post: { code: row.code, title: row.title ?? '' },
        };
      },
      remove: async ({ id }) => void (await moderation.removeComment(id)),
      hide: async ({ id }) => void (await moderation.hideComment(id, true)),
    },
  };
}
