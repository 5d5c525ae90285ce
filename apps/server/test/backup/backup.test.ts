import {
  circleList,
  createdPost,
  imMessage,
  messagesPage,
  postDetail,
  tokenData,
  userInfo,
  walletBalances,
} from '@kanqiu/contract';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backup } from '../../../../scripts/backup.mjs';
import { ensureCircles } from '../../src/modules/community/community-seed';
import { dataOf, get, loginWithPassword, post, registerUser, type TestUser } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { backends, startTestServer, type Backend, type TestServer } from '../support/test-server';
import { friends } from '../im/im-client';
import { givePoints } from '../wallet/wallet-fixtures';

/**
 * `npm run backup` (scripts/backup.mjs) of a running product, restored into a fresh one as
 * docs/deploy.md ("Backups") says; the fresh one finds the accounts, wallets, messages and posts.
 */

/** What the first product holds when it is backed up. */
type Written = { fan: TestUser; conversation: number; message: string; post: string };

async function member(server: TestServer, nickName: string) {
  const user = await registerUser(server, { nickName });
  return { ...user, nickName, id: dataOf(await get(server, '/user/center/info', { token: user.token }), userInfo).id };
}

async function write(server: TestServer): Promise<Written> {
  const fan = await member(server, '备份球迷');
  const friend = await member(server, '备份好友');
  await givePoints(server, fan, 321);
  const conversation = await friends(server, fan, friend);
  const message = `备份前的最后一条 ${randomBytes(3).toString('hex')}`;
  const body = { id: conversation, clientId: `backup${Date.now()}`, text: message };
  dataOf(await post(server, '/imapi/chat/send', body, { token: friend.token }), imMessage);
  await seedFootballReference(server);
  await ensureCircles(server.database.db);
  const circle = dataOf(await get(server, '/community/circles'), circleList)[0]!;
  const written = await post(
    server,
    '/community/posts',
    { circleId: circle.id, content: '恢复之后还在吗？' },
    {
      token: fan.token,
    },
  );
  return { fan, conversation, message, post: dataOf(written, createdPost).code };
}

/** The fresh product finds it all: the fan signs in with the password, has the points, the message and the post. */
async function expectFound(server: TestServer, written: Written): Promise<void> {
  const login = await loginWithPassword(server, written.fan.phone, written.fan.password);
  const { token } = dataOf(login, tokenData);
  expect(dataOf(await get(server, '/user/wallet', { token }), walletBalances).point).toBe(321);
  const page = dataOf(
    await get(server, '/imapi/chat/messages', { token, query: { id: String(written.conversation) } }),
    messagesPage,
  );
  expect(page.list.map((m) => m.text)).toContain(written.message);
  expect(dataOf(await get(server, `/community/posts/${written.post}`), postDetail).content).toBe('恢复之后还在吗？');
}

const run = promisify(execFile);

/** A database of its own on the PostgreSQL server of `url`, dropped by the returned function. */
async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe.each(backends())('a backup of a running product on $name', (backend: Backend) => {
  it('restores into a fresh product that finds the accounts, wallets, messages and posts', async () => {
    const running = await startTestServer(backend);
    const directory = mkdtempSync(join(tmpdir(), 'kanqiu-backup-'));
    const file = join(directory, backend.databaseUrl ? 'kanqiu.dump' : 'kanqiu.db');
    let written: Written;
    try {
      written = await write(running);
      // While the product runs: as the operator's cron would.
      const env = backend.databaseUrl
        ? { DATABASE_URL: backend.databaseUrl, DATABASE_SCHEMA: running.schema }
        : { DATA_DIR: running.config.dataDir };
      expect(await backup(file, env)).toBe(backend.databaseUrl ? 'postgres' : 'sqlite');
    } finally {
      await running.close();
    }

    if (backend.databaseUrl) {
      // docs/deploy.md: pg_restore into an empty database, then the product on it with the same schema.
      const database = await freshDatabase(backend.databaseUrl);
      try {
        await run('pg_restore', ['--no-owner', `--dbname=${database.url}`, file]);
        const restored = await startTestServer(
          { ...backend, databaseUrl: database.url, redisUrl: undefined },
          {
            shareWith: { schema: running.schema },
          },
        );
        await expectFound(restored, written).finally(() => restored.close());
      } finally {
        await database.drop();
      }
    } else {
      // docs/deploy.md: the backup becomes kanqiu.db of a data directory, the product stopped.
      const dataDir = mkdtempSync(join(tmpdir(), 'kanqiu-restored-'));
      copyFileSync(file, join(dataDir, 'kanqiu.db'));
      const restored = await startTestServer(backend, { dataDir });
      await expectFound(restored, written).finally(() => restored.close());
    }
    rmSync(directory, { recursive: true, force: true });
  }, 120_000);
});
