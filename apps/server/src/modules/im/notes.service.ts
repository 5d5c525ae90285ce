import { releaseNote, type ImNote, type ReleaseNotes } from '@kanqiu/contract';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import releaseHistory from './release-notes.json';
import type { NoticesService } from './notices.service';
import { noticeBatchSize } from './notices.service';

/** The bundled release notes, newest first (the file is written from the product's history); checked at start. */
const releases = z.array(releaseNote).min(1).parse(releaseHistory);

export function releaseNotes(): ReleaseNotes {
  return { current: releases[0]!.version, list: releases };
}

function toNote(row: { id: number; title: string; body: string; link: string | null; created_at: number }): ImNote {
  return { id: row.id, title: row.title, body: row.body, link: row.link, createdAt: row.created_at };
}

/** 公告: an operator's note is stored, listed on /message/note and sent to every user as a system notice. */
export function createNotesService(db: Db, notices: NoticesService, nowMs: () => number) {
  /** Every user, a batch of ids at a time, to the notice (its key makes a repeated post of the same note harmless). */
  async function deliverToAll(note: ImNote): Promise<number> {
    let delivered = 0;
    for (let after = 0; ;) {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('id', '>', after)
        .orderBy('id')
        .limit(noticeBatchSize)
        .execute();
      if (rows.length === 0) return delivered;
      delivered += await notices.notify(
        rows.map((row) => row.id),
        {
          key: `note-${note.id}`,
          kind: 'note',
          title: note.title,
          body: note.body,
          link: note.link ?? '/message/note',
        },
      );
      after = rows.at(-1)!.id;
    }
  }

  return {
    async post(input: { title: string; body: string; link?: string | undefined }) {
      const row = await db
        .insertInto('im_notes')
        .values({ title: input.title, body: input.body, link: input.link ?? null, created_at: nowMs() })
        .returningAll()
        .executeTakeFirstOrThrow();
      const note = toNote(row);
      return { note, delivered: await deliverToAll(note) };
    },

    async list(): Promise<ImNote[]> {
      const rows = await db.selectFrom('im_notes').selectAll().orderBy('id', 'desc').limit(50).execute();
      return rows.map(toNote);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
