import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { post, registerUser } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const sqlite = backends().find((backend) => !backend.databaseUrl)!;

describe('SQLite locked by another writer', () => {
  const server = useTestServer(sqlite);

  it('answers a write with the 503 envelope once busy_timeout runs out, and serves it after the lock is gone', async () => {
    const user = await registerUser(server());
    const other = new SQLite(server().config.database.sqliteFile);
    try {
      other.exec('begin exclusive');
      const refused = await post(server(), '/user/center/nickname', { nickName: '锁住球迷' }, { token: user.token });
      expect([refused.status, refused.code, refused.msg]).toEqual([503, 503, '服务暂时不可用，请稍后再试']);
      other.exec('rollback');
      const accepted = await post(server(), '/user/center/nickname', { nickName: '解锁球迷' }, { token: user.token });
      expect(accepted.code).toBe(200);
    } finally {
      other.close();
    }
  }, 20_000);
});
