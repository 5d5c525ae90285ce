import { adminRoomPage, roomClosed, roomDetail, roomEvent } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { eventually, openHubClient } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom, setRoom } from './room-fixtures';

const adminToken = 'operator-token-for-tests-0001';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

describe.each(backends())('operators’ rooms on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '1', ADMIN_TOKEN: adminToken } });

  const anchorRoom = async (title: string) => {
    const anchor = await certifiedUser(server());
    const opened = await openRoom(server(), anchor.token, { title, category: 1 });
    return { roomId: opened.room!.id, streamName: opened.ingest!.streamKey.split('?')[0]! };
  };
  const keyHash = async (roomId: number) =>
    (
      await server()
        .database.db.selectFrom('rooms')
        .select('stream_key_hash')
        .where('id', '=', roomId)
        .executeTakeFirstOrThrow()
    ).stream_key_hash;

  it('lists every room with its stream name, only with the operator token', async () => {
    const { roomId, streamName } = await anchorRoom('运营列表测试');
    const page = dataOf(await get(server(), '/admin/rooms', { ...asAdmin, query: { size: '100' } }), adminRoomPage);
    expect(page.list.find((room) => room.id === roomId)).toMatchObject({ streamName, title: '运营列表测试' });
    expect(page.list.some((room) => room.demo)).toBe(true);
    expect(await get(server(), '/admin/rooms')).toMatchObject({ code: Code.forbidden });
    expect(
      await get(server(), '/admin/rooms', { headers: { 'x-admin-token': 'wrong-token-0000000000' } }),
    ).toMatchObject({ code: Code.forbidden });
  });

  it('closes a live room at once for everyone watching and voids its stream key', async () => {
    const { roomId, streamName } = await anchorRoom('违规直播');
    await setRoom(server(), streamName, { live: 1 });
    const watcher = await openHubClient(server());
    watcher.send({ op: 'subscribe', topics: [`room:${roomId}`] });
    await watcher.next('subscribed');
    const before = await keyHash(roomId);

    expect(await post(server(), `/admin/rooms/${roomId}/close`, {})).toMatchObject({ code: Code.forbidden });
    const closed = dataOf(await post(server(), `/admin/rooms/${roomId}/close`, {}, asAdmin), roomClosed);
    expect(closed).toEqual({ roomId, wasLive: true });
    expect(dataOf(await get(server(), `/vlive/room/${roomId}`), roomDetail)).toMatchObject({
      live: false,
      flvPath: null,
    });
    expect(await keyHash(roomId)).not.toBe(before);
    await eventually(() => watcher.received.some((m) => m.op === 'diff'));
    expect(watcher.takeDiffs().map((diff) => roomEvent.parse(diff.data))).toEqual([
      { kind: 'offline', roomId, endedAt: server().clock.now },
    ]);
    watcher.socket.close();

    // Closing it again changes nothing on air; a demo room and an unknown room are refused.
    expect(dataOf(await post(server(), `/admin/rooms/${roomId}/close`, {}, asAdmin), roomClosed).wasLive).toBe(false);
    const demo = dataOf(await get(server(), '/admin/rooms', asAdmin), adminRoomPage).list.find((room) => room.demo);
    expect(await post(server(), `/admin/rooms/${demo!.id}/close`, {}, asAdmin)).toMatchObject({
      code: Code.forbidden,
      msg: '演示直播间由系统播放，不能关闭',
    });
    expect(await post(server(), '/admin/rooms/999999/close', {}, asAdmin)).toMatchObject({ code: Code.notFound });
  });
});

describe('operators’ routes without ADMIN_TOKEN', () => {
  const server = useTestServer(backends()[0]!, { env: { DEMO_STREAMS: '0' } });

  it('do not exist', async () => {
    expect((await get(server(), '/admin/rooms', asAdmin)).status).toBe(404);
    expect((await post(server(), '/admin/chat/ban', { userId: 1, minutes: 10, reason: '广告' }, asAdmin)).status).toBe(
      404,
    );
  });
});
