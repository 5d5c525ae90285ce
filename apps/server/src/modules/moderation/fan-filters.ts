import type { FanChatFilters } from '@kanqiu/contract';
import { fanFilterLimits } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { userExists } from './blocks.repository';

type Change = { kind: 'user'; userId: number; blocked: boolean } | { kind: 'word'; word: string; blocked: boolean };

async function read(db: Db, userId: number): Promise<FanChatFilters> {
  const rows = await db
    .selectFrom('fan_chat_filters as f')
    .leftJoin('users as u', (join) => join.on('f.kind', '=', 'user').onRef('u.id', '=', 'f.blocked_user_id'))
    .select(['f.kind', 'f.value', 'u.id', 'u.nick_name'])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.value')
    .execute();
  return {
    users: rows.flatMap((r) => (r.kind === 'user' && r.id !== null ? [{ id: r.id, nickName: r.nick_name ?? '' }] : [])),
    words: rows.flatMap((r) => (r.kind === 'word' ? [r.value] : [])),
  };
}

/** A fan's own chat filters: whom and which keywords they blocked for themself (the browser hides the lines). */
export function createFanFilters(db: Db, clock: Clock) {
  return {
    read: (userId: number) => read(db, userId),

    async change(userId: number, change: Change): Promise<FanChatFilters> {
      const value = change.kind === 'user' ? String(change.userId) : change.word;
      const mine = db.deleteFrom('fan_chat_filters').where('user_id', '=', userId).where('kind', '=', change.kind);
      if (!change.blocked) {
        await mine.where('value', '=', value).execute();
        return read(db, userId);
      }
      if (change.kind === 'user') {
        if (change.userId === userId) fail('validationFailed', '不能屏蔽自己');
        if (!(await userExists(db, change.userId))) fail('notFound', '用户不存在');
      }
      const current = await read(db, userId);
      const held = change.kind === 'user' ? current.users.length : current.words.length;
      const limit = change.kind === 'user' ? fanFilterLimits.users : fanFilterLimits.words;
      if (held >= limit) fail('validationFailed', `最多屏蔽 ${limit} 个${change.kind === 'user' ? '用户' : '关键词'}`);
      await db
        .insertInto('fan_chat_filters')
        .values({
          user_id: userId,
          kind: change.kind,
          value,
          blocked_user_id: change.kind === 'user' ? change.userId : null,
          created_at: clock(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return read(db, userId);
    },
  };
}

export type FanFilters = ReturnType<typeof createFanFilters>;
