import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { afterMigration } from '../support/migration';
import { backends } from '../support/test-server';

/** Three fans, each banned by one of the three old stores (one with no end, one lifted long ago). */
async function writeOldBans(db: Kysely<never>): Promise<number[]> {
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const row = { phone: `1380000000${n}`, nick_name: `老用户${n}`, created_at: 100, updated_at: 100 };
    await sql`insert into users (phone, nick_name, created_at, updated_at) values (${row.phone}, ${row.nick_name}, ${row.created_at}, ${row.updated_at})`.execute(
      db,
    );
    const { rows } = await sql<{ id: number }>`select id from users where phone = ${row.phone}`.execute(db);
    ids.push(Number(rows[0]!.id));
  }
  const [chat, community, im] = ids as [number, number, number];
  await sql`insert into chat_bans (user_id, banned_until, reason, created_at) values (${chat}, 5000, '刷屏', 1000)`.execute(
    db,
  );
  await sql`insert into community_bans (user_id, until, created_at) values (${community}, 9000, 1000)`.execute(db);
  await sql`insert into im_suspensions (user_id, until, created_at) values (${im}, null, 2000000)`.execute(db);
  await sql`insert into im_suspensions (user_id, until, created_at) values (${chat}, 7000000, 2000000)`.execute(db);
  return ids;
}

describe.each(backends())('the three ban stores become one on $name', (backend) => {
  it('keeps every existing ban, in seconds, with its scope', async () => {
    await afterMigration(backend, '0071_moderation_blocks', writeOldBans, async (db, [chat, community, im]) => {
      const blocks = await db
        .selectFrom('moderation_blocks')
        .select(['user_id', 'scope', 'until', 'reason', 'created_at'])
        .orderBy('user_id')
        .orderBy('scope')
        .orderBy('until')
        .execute();
      expect(
        blocks.map((b) => ({
          ...b,
          until: b.until === null ? null : Number(b.until),
          created_at: Number(b.created_at),
        })),
      ).toEqual([
        { user_id: chat, scope: 'im', until: 5000, reason: '刷屏', created_at: 1000 },
        { user_id: chat, scope: 'im', until: 7000, reason: '', created_at: 2000 },
        { user_id: chat, scope: 'roomChat', until: 5000, reason: '刷屏', created_at: 1000 },
        { user_id: community, scope: 'community', until: 9000, reason: '', created_at: 1000 },
        { user_id: im, scope: 'im', until: null, reason: '', created_at: 2000 },
      ]);
    });
  });
});
