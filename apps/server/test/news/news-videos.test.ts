import { articlePage, newsColumnList, roomDetail } from '@kanqiu/contract';
import { Code, VIDEO_COLUMN_ID } from '@kanqiu/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom } from '../rooms/room-fixtures';

/**
 * A finished recording as the media engine leaves it (`replay.json` next to the playlist and poster), with the
 * room ended after it, so the 视频 column is tested without a broadcast (rooms-media.test.ts records real ones).
 */
function recordReplay(server: TestServer, streamName: string, startedAtMs: number, seconds: number): void {
  const dir = join(server.config.media.dir, 'replays', streamName, String(startedAtMs));
  mkdirSync(dir, { recursive: true });
  const facts = {
    startedAt: startedAtMs,
    endedAt: startedAtMs + seconds * 1000,
    durationSeconds: seconds,
    poster: true,
  };
  writeFileSync(join(dir, 'replay.json'), JSON.stringify(facts));
  writeFileSync(join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
  writeFileSync(join(dir, 'poster.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
}

const adminToken = 'operator-token-for-videos-01';

describe.each(backends())('the 视频 column on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '1', ADMIN_TOKEN: adminToken } });
  const videos = async (page = 1, size = 20) =>
    dataOf(await post(server(), '/inform/info/list', { columnId: VIDEO_COLUMN_ID, page, size }), articlePage);

  it('comes last among the columns and is empty before any broadcast ended', async () => {
    const columns = dataOf(
      await get(server(), '/inform/column/getColumnByType', { query: { type: '1' } }),
      newsColumnList,
    );
    expect(columns.at(-1)).toEqual({ id: VIDEO_COLUMN_ID, name: '视频' });
    expect(await videos()).toEqual({ list: [], page: 1, next: false });
  });

  it('lists the rooms’ replays newest first, with poster, length, room and an anchor’s match, paged', async () => {
    const { ids } = await seedScenario(server());
    const anchor = await certifiedUser(server());
    const opened = await openRoom(server(), anchor.token, {
      title: '周末一起看球',
      category: 1,
      matchId: ids.arsenalChelsea,
    });
    const roomId = opened.room!.id;
    const [streamName] = opened.ingest!.streamKey.split('?');
    const t0 = (server().clock.now - 3600) * 1000;
    recordReplay(server(), streamName!, t0, 95);
    recordReplay(server(), streamName!, t0 + 600_000, 3725);
    recordReplay(server(), 'demo-1', t0 + 300_000, 42);
    const demoId = (
      await server()
        .database.db.selectFrom('rooms')
        .select('id')
        .where('stream_name', '=', 'demo-1')
        .executeTakeFirstOrThrow()
    ).id;
    for (const id of [roomId, demoId]) {
      await server()
        .database.db.updateTable('rooms')
        .set({ ended_at: server().clock.now })
        .where('id', '=', id)
        .execute();
    }
    // The list is cached for the second: the next one shows the recordings.
    server().clock.advance(1);

    const { list, next } = await videos();
    expect(next).toBe(false);
    expect(list.map((v) => [v.kind, v.video!.roomId, v.video!.durationSeconds])).toEqual([
      ['video', roomId, 3725],
      ['video', demoId, 42],
      ['video', roomId, 95],
    ]);
    const [newest, demo] = list;
    expect(newest).toMatchObject({ columnId: VIDEO_COLUMN_ID, columnName: '视频', generated: false, matchId: null });
    const match = newest!.video!.match!;
    expect(newest!.title).toBe(`${match.home} vs ${match.away} · 周末一起看球`);
    expect(newest!.video).toMatchObject({
      roomTitle: '周末一起看球',
      demo: false,
      startedAt: Math.floor((t0 + 600_000) / 1000),
      playlistPath: `/media/replays/${streamName}/${t0 + 600_000}/index.m3u8`,
      posterPath: `/media/replays/${streamName}/${t0 + 600_000}/poster.jpg`,
      match: { id: ids.arsenalChelsea, sport: 'football' },
    });
    expect(newest!.cover).toBe(newest!.video!.posterPath);
    // A 演示 room moves between matches: its replay names none.
    expect(demo!.video).toMatchObject({ demo: true, match: null });
    expect(demo!.title).toBe('演示直播间 1 · 足球');

    const poster = await fetch(`${server().url}${newest!.video!.posterPath}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toContain('image/jpeg');
    // The room's own replay list agrees.
    const room = dataOf(await get(server(), `/vlive/room/${roomId}`), roomDetail);
    expect(room.replays.map((r) => r.playlistPath)).toContain(newest!.video!.playlistPath);

    const first = await videos(1, 2);
    const second = await videos(2, 2);
    expect(first.next).toBe(true);
    expect(second.next).toBe(false);
    expect([...first.list, ...second.list].map((v) => v.id)).toEqual(list.map((v) => v.id));
    expect(new Set(list.map((v) => v.id)).size).toBe(3);
  });

  it('takes no operator article', async () => {
    const body = { columnId: VIDEO_COLUMN_ID, title: '不该出现在视频栏目', markdown: '正文' };
    const answer = await post(server(), '/admin/news/articles', body, { headers: { 'x-admin-token': adminToken } });
    expect(answer).toMatchObject({ code: Code.notFound, msg: '栏目不存在或不收录文章（视频栏目只有直播回放）' });
  });
});
