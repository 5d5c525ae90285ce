import { roomDetail, roomEvent, roomPage } from '@kanqiu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { openHubClient, type HubClient } from '../support/hub-client';
import { freePort } from '@kanqiu/test-factories';
import { publish, requireFfmpegOrSkip, until } from '../support/media';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { certifiedUser, openRoom } from './room-fixtures';

const ffmpeg = requireFfmpegOrSkip();
const adminToken = 'operator-token-for-media-01';

/** The room events a hub client received so far, as `kind:roomId` on a topic. */
function eventsOn(client: HubClient, topic: string): string[] {
  return client.received
    .filter((message) => message.op === 'diff' && message.topic === topic)
    .map((message) => roomEvent.parse('data' in message ? message.data : null))
    .map((event) => `${event.kind}:${event.roomId}`);
}

describe.skipIf(!ffmpeg).each(backends())('rooms on the media engine, $name', (backend) => {
  let server: TestServer;
  // With PostgreSQL and Redis the watcher sits on a second instance: the events cross the bus.
  let watcherServer: TestServer | undefined;
  let watcher: HubClient;
  let ingest: string;
  const watched = () => watcherServer ?? server;

  beforeAll(async () => {
    const rtmpPort = await freePort();
    const env = { RTMP_PORT: String(rtmpPort), DEMO_STREAMS: '1', ADMIN_TOKEN: adminToken };
    server = await startTestServer(backend, { media: true, env });
    if (backend.redisUrl) watcherServer = await startTestServer(backend, { shareWith: server, env });
    watcher = await openHubClient(watched());
    ingest = `rtmp://127.0.0.1:${rtmpPort}/live`;
  });
  afterAll(async () => {
    watcher?.socket.close();
    await watcherServer?.close();
    await server?.close();
  });

  it('puts the 演示 room on air by itself', async () => {
    const demoLive = async () =>
      dataOf(await get(watched(), '/vlive/room/list'), roomPage).list.some((room) => room.demo && room.live);
    await until(demoLive, 25_000);
    const [demo] = dataOf(await get(watched(), '/vlive/room/list'), roomPage).list;
    expect(demo).toMatchObject({ title: '演示直播间 1 · 足球', live: true });
    const detail = dataOf(await get(watched(), `/vlive/room/${demo!.id}`), roomDetail);
    expect(detail.flvPath).toBe('/live-media/demo-1.flv');
    const flv = await fetch(`${server.url}${detail.flvPath}`);
    expect(flv.status).toBe(200);
    await flv.body?.cancel();
  }, 30_000);

  it('refuses a wrong key, goes live on the room’s key and offline after, told on room:<id> and rooms:list', async () => {
    const anchor = await certifiedUser(server);
    const opened = await openRoom(server, anchor.token, { title: '测试直播', category: 3 });
    const roomId = opened.room!.id;
    const [streamName] = opened.ingest!.streamKey.split('?');
    watcher.send({ op: 'subscribe', topics: [`room:${roomId}`, 'rooms:list'] });
    await watcher.next('subscribed');

    expect(await publish(`${ingest}/${streamName}?key=wrong-key`, 1)).not.toBe(0);
    expect(dataOf(await get(watched(), `/vlive/room/${roomId}`), roomDetail).live).toBe(false);

    const publishing = publish(`${opened.ingestServer}/${opened.ingest!.streamKey}`, 3);
    await until(() => eventsOn(watcher, `room:${roomId}`).includes(`live:${roomId}`));
    const live = dataOf(await get(watched(), `/vlive/room/${roomId}`), roomDetail);
    expect(live).toMatchObject({ live: true, flvPath: `/live-media/${streamName}.flv` });
    expect(dataOf(await get(watched(), '/vlive/room/list', { query: { type: '3' } }), roomPage).list[0]).toMatchObject({
      id: roomId,
      live: true,
    });

    expect(await publishing).toBe(0);
    await until(() => eventsOn(watcher, `room:${roomId}`).includes(`offline:${roomId}`));
    expect(eventsOn(watcher, 'rooms:list').filter((e) => e.endsWith(`:${roomId}`))).toEqual([
      `live:${roomId}`,
      `offline:${roomId}`,
    ]);
    // Replays are files of the instance that ran the broadcast.
    await until(async () => dataOf(await get(server, `/vlive/room/${roomId}`), roomDetail).replays.length === 1);
    const ended = dataOf(await get(server, '/vlive/room/list', { query: { type: '3' } }), roomPage).list[0];
    expect(ended).toMatchObject({ id: roomId, live: false });
    expect(ended!.latestReplay!.durationSeconds).toBeGreaterThan(1);
  }, 40_000);

  it('refuses the old key once the key is reset', async () => {
    const anchor = await certifiedUser(server);
    const opened = await openRoom(server, anchor.token, { title: '换码测试', category: 1 });
    const reset = await post(server, '/vlive/my/room/key', {}, { token: anchor.token });
    expect(reset.code).toBe(200);
    expect(await publish(`${opened.ingestServer}/${opened.ingest!.streamKey}`, 1)).not.toBe(0);
    expect(dataOf(await get(server, `/vlive/room/${opened.room!.id}`), roomDetail).live).toBe(false);
  }, 20_000);

  it('drops the publisher of a room an operator closes, and its key no longer publishes', async () => {
    const anchor = await certifiedUser(server);
    const opened = await openRoom(server, anchor.token, { title: '被关闭的直播', category: 1 });
    const roomId = opened.room!.id;
    const url = `${opened.ingestServer}/${opened.ingest!.streamKey}`;
    const publishing = publish(url, 15);
    await until(async () => dataOf(await get(server, `/vlive/room/${roomId}`), roomDetail).live);

    const closed = await post(server, `/admin/rooms/${roomId}/close`, {}, { headers: { 'x-admin-token': adminToken } });
    expect(closed.data).toEqual({ roomId, wasLive: true });
    // ffmpeg ends well before its 15 s once the server drops it.
    expect(await publishing).not.toBe(0);
    expect(dataOf(await get(watched(), `/vlive/room/${roomId}`), roomDetail).live).toBe(false);
    expect(await publish(url, 1)).not.toBe(0);
  }, 30_000);
});
