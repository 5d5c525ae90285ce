import {
  myRoom,
  roomDetail,
  roomEvent,
  roomPage,
  roomReplays,
  streamedMatches,
  tvMatchList,
  viewerCount,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { hashStreamKey } from '../../src/modules/rooms/stream-key';
import { dataOf, get, post, registerUser } from '../support/api';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { eventually, openHubClient } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom, relinkNow, setRoom, syncDemoRooms } from './room-fixtures';

describe.each(backends())('rooms API on $name', (backend) => {
  // Three demo streams (football, basketball, football); media stays off, so nothing is live by itself.
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '3' } });
  let ids: ScenarioIds;
  const list = async (query: Record<string, string>) =>
    dataOf(await get(server(), '/vlive/room/list', { query }), roomPage);
  const roomIdOf = async (streamName: string) =>
    (
      await server()
        .database.db.selectFrom('rooms')
        .select('id')
        .where('stream_name', '=', streamName)
        .executeTakeFirstOrThrow()
    ).id;

  it('opens one 演示 room per demo stream and ties football ones to distinct matches in play', async () => {
    ({ ids } = await seedScenario(server()));
    await relinkNow(server());
    const { list: rooms } = await list({ type: '0' });
    expect(rooms.map((room) => [room.title, room.demo, room.live, room.anchor])).toEqual([
      ['演示直播间 1 · 足球', true, false, null],
      ['演示直播间 2 · 篮球', true, false, null],
      ['演示直播间 3 · 足球', true, false, null],
    ]);
    const [first, second, third] = rooms;
    const inPlay = [ids.arsenalChelsea, ids.madridBarcelona, ids.milanJuventus];
    expect(inPlay).toContain(first!.match!.id);
    expect(inPlay).toContain(third!.match!.id);
    expect(first!.match!.id).not.toBe(third!.match!.id);
    expect(first!.match).toMatchObject({ sport: 'football', inPlay: true });
    // No basketball match exists in the scenario.
    expect(second!.match).toBeNull();
  });

  it('relinks a demo room once its match has ended', async () => {
    const demo1 = await roomIdOf('demo-1');
    const before = dataOf(await get(server(), `/vlive/room/${demo1}`), roomDetail).match!.id;
    await server().database.db.updateTable('matches').set({ state: 8 }).where('id', '=', before).execute();
    await relinkNow(server());
    const after = dataOf(await get(server(), `/vlive/room/${demo1}`), roomDetail).match!;
    expect(after.id).not.toBe(before);
    expect(after.inPlay).toBe(true);
  });

  it('lists live rooms first (most watched first), then the latest ended, by category and page', async () => {
    await setRoom(server(), 'demo-3', { live: 1, viewer_count: 5 });
    await setRoom(server(), 'demo-2', { live: 1, viewer_count: 9 });
    await setRoom(server(), 'demo-1', { live: 0, ended_at: server().clock.now });
    const all = await list({ type: '0', size: '2' });
    expect(all.list.map((room) => room.title)).toEqual(['演示直播间 2 · 篮球', '演示直播间 3 · 足球']);
    expect(all.list.map((room) => room.viewerCount)).toEqual([9, 5]);
    expect(all.next).toBe(true);
    const second = await list({ type: '0', size: '2', page: '2' });
    expect(second.list.map((room) => [room.title, room.live])).toEqual([['演示直播间 1 · 足球', false]]);
    expect(second.next).toBe(false);
    expect((await list({ type: '1' })).list.map((room) => room.title)).toEqual([
      '演示直播间 3 · 足球',
      '演示直播间 1 · 足球',
    ]);
    expect((await list({ type: '2' })).list.map((room) => room.title)).toEqual(['演示直播间 2 · 篮球']);
    expect((await list({ type: '3' })).list).toEqual([]);
    expect((await get(server(), '/vlive/room/list', { query: { type: '4' } })).status).toBe(400);
  });

  it('gives a live room its HTTP-FLV path and an offline one none; an unknown room is 404', async () => {
    const live = dataOf(await get(server(), `/vlive/room/${await roomIdOf('demo-3')}`), roomDetail);
    expect(live).toMatchObject({ live: true, flvPath: '/live-media/demo-3.flv', replays: [] });
    const offline = dataOf(await get(server(), `/vlive/room/${await roomIdOf('demo-1')}`), roomDetail);
    expect(offline).toMatchObject({ live: false, flvPath: null, viewerCount: 0 });
    expect(dataOf(await get(server(), `/vlive/room/${await roomIdOf('demo-1')}/replays`), roomReplays)).toEqual({
      list: [],
    });
    expect(await get(server(), '/vlive/room/999999')).toMatchObject({ code: Code.notFound, data: null });
    expect(await get(server(), '/vlive/room/999999/replays')).toMatchObject({ code: Code.notFound });
  });

  it('answers /live/tv/match-list, to guests and fans alike, with the live streams of a match, or 20001 when there is none', async () => {
    const { token } = await registerUser(server());
    const demo3 = dataOf(await get(server(), `/vlive/room/${await roomIdOf('demo-3')}`), roomDetail);
    const demo1 = dataOf(await get(server(), `/vlive/room/${await roomIdOf('demo-1')}`), roomDetail);
    const path = '/live/tv/match-list';
    const demo3Stream = {
      roomId: demo3.id,
      title: demo3.title,
      demo: true,
      flvPath: '/live-media/demo-3.flv',
      hlsPath: null,
      anchorName: null,
    };
    for (const viewer of [{}, { token }]) {
      const streams = dataOf(
        await get(server(), path, { ...viewer, query: { matchId: String(demo3.match!.id) } }),
        tvMatchList,
      );
      expect(streams.list).toEqual([demo3Stream]);
      // demo-1 is tied to a match but off air; a match without any room is the same.
      for (const matchId of [demo1.match!.id, ids.liverpoolCity])
        expect(await get(server(), path, { ...viewer, query: { matchId: String(matchId) } })).toMatchObject({
          code: Code.videoUnavailable,
          msg: '视频暂不可用',
          data: null,
        });
    }
    expect(await get(server(), path, { query: { matchId: 'x' } })).toMatchObject({ code: Code.validationFailed });
  });

  it('lists today’s matches that have a room, by sport', async () => {
    const today = dataOf(await get(server(), '/vlive/match'), streamedMatches);
    expect(today.basketball).toEqual([]);
    expect(today.football).toHaveLength(2);
    const demo3 = await roomIdOf('demo-3');
    const withDemo3 = today.football.find((entry) => entry.rooms.some((room) => room.id === demo3));
    expect(withDemo3!.rooms).toEqual([{ id: demo3, title: '演示直播间 3 · 足球', live: true }]);
  });

  it('counts distinct viewers heard within the window and tells the room', async () => {
    const roomId = await roomIdOf('demo-3');
    const socket = await openHubClient(server());
    socket.send({ op: 'subscribe', topics: [`room:${roomId}`, 'rooms:list'] });
    expect((await socket.next('subscribed')).refused ?? {}).toEqual({});
    const beat = async (viewerId: string) =>
      dataOf(await post(server(), `/vlive/room/${roomId}/heartbeat`, { viewerId }), viewerCount).viewerCount;
    expect(await beat('viewer-aaaa')).toBe(1);
    expect(await beat('viewer-bbbb')).toBe(2);
    expect(await beat('viewer-aaaa')).toBe(2);
    server().clock.advance(41);
    expect(await beat('viewer-cccc')).toBe(1);
    // Only changes are told: 0→1, 1→2, then 2→1 once the first two fell out of the window.
    const countsOn = (topic: string) =>
      socket.received.flatMap((m) => (m.op === 'diff' && m.topic === topic ? [roomEvent.parse(m.data)] : []));
    await eventually(() => countsOn('rooms:list').length === 3 && countsOn(`room:${roomId}`).length === 3);
    for (const topic of [`room:${roomId}`, 'rooms:list'])
      expect(countsOn(topic)).toEqual([1, 2, 1].map((viewerCount) => ({ kind: 'viewers', roomId, viewerCount })));
    expect(dataOf(await get(server(), `/vlive/room/${roomId}`), roomDetail).viewerCount).toBe(1);
    // Off air the count no longer weighs in the list's order.
    await setRoom(server(), 'demo-3', { live: 0, ended_at: server().clock.now });
    await beat('viewer-dddd');
    const cached = await server()
      .database.db.selectFrom('rooms')
      .select('viewer_count')
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(cached.viewer_count).toBe(1);
    await setRoom(server(), 'demo-3', { live: 1 });
    socket.socket.close();
  });

  it('serves guests the list from one body per room event and second, and a room event shows at once', async () => {
    const roomId = await roomIdOf('demo-2');
    await setRoom(server(), 'demo-2', { live: 1, viewer_count: 0 });
    server().clock.advance(1);
    const viewersOf = async () => (await list({ type: '2' })).list.find((room) => room.id === roomId)?.viewerCount;
    expect(await viewersOf()).toBe(0);
    // A write that tells nobody is not seen within the same second: the body is shared.
    await setRoom(server(), 'demo-2', { live: 1, viewer_count: 7 });
    expect(await viewersOf()).toBe(0);
    server().clock.advance(1);
    expect(await viewersOf()).toBe(7);
    // A heartbeat that changes the count is a room event on `rooms:list`: the next guest sees it, same second.
    await post(server(), `/vlive/room/${roomId}/heartbeat`, { viewerId: 'viewer-list' });
    expect(await viewersOf()).toBe(1);
  });

  it('refuses 开播 to a user without real-name certification', async () => {
    const { token } = await registerUser(server());
    const body = { title: '我的直播间', category: 3 };
    expect(await post(server(), '/vlive/my/room', body, { token })).toMatchObject({
      code: Code.realNameRequired,
      msg: '开播需先完成实名认证',
    });
    expect(await get(server(), '/vlive/my/room', { token })).toMatchObject({ code: Code.realNameRequired });
    expect(await post(server(), '/vlive/my/room/key', {}, { token })).toMatchObject({ code: Code.realNameRequired });
    expect(await post(server(), '/vlive/my/room', body)).toMatchObject({ code: Code.noToken });
  });

  it('opens a certified user’s room with a key shown once, updates it, and a reset replaces the key', async () => {
    const anchor = await certifiedUser(server());
    const opened = await openRoom(server(), anchor.token, {
      title: '周末球评',
      category: 1,
      matchId: ids.arsenalChelsea,
    });
    expect(opened.room).toMatchObject({ title: '周末球评', category: 1, demo: false, live: false });
    expect(opened.room!.anchor).toMatchObject({ id: anchor.id });
    expect(opened.room!.match!.id).toBe(ids.arsenalChelsea);
    expect(opened.ingestServer).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    const [streamName, query] = opened.ingest!.streamKey.split('?key=');
    expect(streamName).toMatch(/^room-[0-9a-f]{16}$/);
    const stored = () =>
      server()
        .database.db.selectFrom('rooms')
        .select('stream_key_hash')
        .where('anchor_id', '=', anchor.id)
        .executeTakeFirstOrThrow();
    const firstKey = decodeURIComponent(query!);
    expect((await stored()).stream_key_hash).toBe(hashStreamKey(firstKey));

    const shown = dataOf(await get(server(), '/vlive/my/room', { token: anchor.token }), myRoom);
    expect(shown.ingest).toBeNull();
    expect(shown.room!.id).toBe(opened.room!.id);

    const updated = await openRoom(server(), anchor.token, { title: '改个标题', category: 3 });
    expect(updated).toMatchObject({
      ingest: null,
      room: { id: opened.room!.id, title: '改个标题', category: 3, match: null },
    });

    const reset = dataOf(await post(server(), '/vlive/my/room/key', {}, { token: anchor.token }), myRoom);
    const newKey = decodeURIComponent(reset.ingest!.streamKey.split('?key=')[1]!);
    expect(newKey).not.toBe(firstKey);
    expect((await stored()).stream_key_hash).toBe(hashStreamKey(newKey));
    expect(await list({ type: '3' })).toMatchObject({ list: [{ title: '改个标题', anchor: { id: anchor.id } }] });
  });

  it('makes one room and one key when the first 开播 is sent twice at once', async () => {
    const anchor = await certifiedUser(server());
    const body = { title: '同时开播', category: 3 };
    const replies = await Promise.all(
      [1, 2].map(() => post(server(), '/vlive/my/room', body, { token: anchor.token })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.every((reply) => reply.code === Code.ok || reply.code === Code.conflict)).toBe(true);
    const withKey = replies.filter((reply) => reply.code === Code.ok && dataOf(reply, myRoom).ingest !== null);
    expect(withKey).toHaveLength(1);
    const count = await server()
      .database.db.selectFrom('rooms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('anchor_id', '=', anchor.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('drops the demo rooms of streams no longer configured, and keeps the others', async () => {
    const now = server().clock.now;
    await server()
      .database.db.insertInto('rooms')
      .values({ title: '旧演示', category: 1, stream_name: 'demo-9', demo: 1, created_at: now, updated_at: now })
      .execute();
    const before = await roomIdOf('demo-1');
    await syncDemoRooms(server());
    const demos = await server()
      .database.db.selectFrom('rooms')
      .select(['id', 'stream_name'])
      .where('demo', '=', 1)
      .orderBy('id')
      .execute();
    expect(demos.map((room) => room.stream_name)).toEqual(['demo-1', 'demo-2', 'demo-3']);
    expect(demos[0]!.id).toBe(before);
  });

  it('refuses bad room settings', async () => {
    const anchor = await certifiedUser(server());
    const post_ = (body: Record<string, unknown>) => post(server(), '/vlive/my/room', body, { token: anchor.token });
    expect((await post_({ title: '一', category: 1 })).status).toBe(400);
    expect((await post_({ title: '正常标题', category: 0 })).status).toBe(400);
    expect(await post_({ title: '正常标题', category: 1, matchId: 999999 })).toMatchObject({ code: Code.notFound });
    expect(await post(server(), '/vlive/my/room/key', {}, { token: anchor.token })).toMatchObject({
      code: Code.notFound,
    });
  });
});
