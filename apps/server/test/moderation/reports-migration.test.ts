import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { afterMigration } from '../support/migration';
import { backends } from '../support/test-server';

const idOf = async (db: Kysely<never>, query: ReturnType<typeof sql<{ id: number }>>) =>
  Number((await query.execute(db)).rows[0]!.id);

/** Two fans, a conversation and a post, and the reports of both old queues in each of their states. */
async function writeOldReports(db: Kysely<never>) {
  const users: number[] = [];
  for (const n of [1, 2]) {
    await sql`insert into users (phone, nick_name, created_at, updated_at) values (${`1390000000${n}`}, ${`老球迷${n}`}, 100, 100)`.execute(
      db,
    );
    users.push(await idOf(db, sql<{ id: number }>`select id from users where phone = ${`1390000000${n}`}`));
  }
  const [a, b] = users as [number, number];
  await sql`insert into im_conversations (kind, direct_key, last_at, created_at) values ('direct', ${`${a}-${b}`}, 1, 1)`.execute(
    db,
  );
  const conversation = await idOf(
    db,
    sql<{ id: number }>`select id from im_conversations where direct_key = ${`${a}-${b}`}`,
  );
  await sql`insert into circles (key, name, sport, sort) values ('old-circle', '老圈子', 'football', 1)`.execute(db);
  const circle = await idOf(db, sql<{ id: number }>`select id from circles where key = 'old-circle'`);
  await sql`insert into posts (code, circle_id, user_id, kind, content, created_at) values ('oldpost1', ${circle}, ${b}, 'post', '老帖子', 500)`.execute(
    db,
  );
  const postId = await idOf(db, sql<{ id: number }>`select id from posts where code = 'oldpost1'`);
  await sql`insert into im_reports (reporter_id, conversation_id, seq, reason, created_at) values (${a}, ${conversation}, 3, '诈骗', 2000000)`.execute(
    db,
  );
  await sql`insert into im_reports (reporter_id, conversation_id, seq, reason, created_at, status, action, resolved_at) values (${a}, ${conversation}, null, '骚扰', 3000000, 'resolved', 'mute', 4000000)`.execute(
    db,
  );
  await sql`insert into im_reports (reporter_id, conversation_id, seq, reason, created_at, status, action, resolved_at) values (${a}, ${conversation}, 5, '误报', 5000000, 'dismissed', 'dismiss', 6000000)`.execute(
    db,
  );
  await sql`insert into post_reports (post_id, comment_id, user_id, reason, created_at) values (${postId}, null, ${a}, '垃圾广告', 700)`.execute(
    db,
  );
  await sql`insert into post_reports (post_id, comment_id, user_id, reason, created_at, handled) values (${postId}, 42, ${a}, '人身攻击', 800, 1)`.execute(
    db,
  );
  return { a, conversation, postId };
}

describe.each(backends())('the two report queues become one on $name', (backend) => {
  it('keeps every existing report, in seconds, about its subject and in its state', async () => {
    await afterMigration(
      backend,
      '0078_moderation_reports',
      writeOldReports,
      async (db, { a, conversation, postId }) => {
        const rows = await db
          .selectFrom('moderation_reports')
          .select([
            'subject',
            'subject_id',
            'subject_part',
            'reporter_id',
            'reason',
            'status',
            'action',
            'created_at',
            'resolved_at',
          ])
          .orderBy('id')
          .execute();
        expect(
          rows.map((r) => ({
            ...r,
            subject_part: r.subject_part === null ? null : Number(r.subject_part),
            created_at: Number(r.created_at),
            resolved_at: r.resolved_at === null ? null : Number(r.resolved_at),
          })),
        ).toEqual([
          {
            subject: 'imMessage',
            subject_id: conversation,
            subject_part: 3,
            reporter_id: a,
            reason: '诈骗',
            status: 'pending',
            action: null,
            created_at: 2000,
            resolved_at: null,
          },
          {
            subject: 'imMessage',
            subject_id: conversation,
            subject_part: null,
            reporter_id: a,
            reason: '骚扰',
            status: 'actioned',
            action: 'block',
            created_at: 3000,
            resolved_at: 4000,
          },
          {
            subject: 'imMessage',
            subject_id: conversation,
            subject_part: 5,
            reporter_id: a,
            reason: '误报',
            status: 'dismissed',
            action: 'dismiss',
            created_at: 5000,
            resolved_at: 6000,
          },
          {
            subject: 'post',
            subject_id: postId,
            subject_part: null,
            reporter_id: a,
            reason: '垃圾广告',
            status: 'pending',
            action: null,
            created_at: 700,
            resolved_at: null,
          },
          {
            subject: 'comment',
            subject_id: 42,
            subject_part: null,
            reporter_id: a,
            reason: '人身攻击',
            status: 'actioned',
            action: null,
            created_at: 800,
            resolved_at: null,
          },
        ]);
      },
    );
  });
});
