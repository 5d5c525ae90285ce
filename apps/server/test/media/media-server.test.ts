import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDemoClip } from '../../src/media/demo-clips';
import { freePort } from '@kanqiu/test-factories';
import { publish, requireFfmpegOrSkip, until } from '../support/media';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const ffmpeg = requireFfmpegOrSkip();

/** The types of the complete FLV tags in `bytes` (8 audio, 9 video, 18 script data), after the 13-byte header. */
function tagTypes(bytes: Buffer): number[] {
  const types: number[] = [];
  for (let offset = 13; offset + 11 <= bytes.length;) {
    const size = bytes.readUIntBE(offset + 1, 3);
    if (offset + 11 + size + 4 > bytes.length) break;
    types.push(bytes[offset]!);
    offset += 11 + size + 4;
  }
  return types;
}

/** Reads an HTTP-FLV stream until it holds the codec header and one more video tag (a picture). */
async function readFlv(url: string): Promise<Buffer> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('video/x-flv');
  let bytes = Buffer.alloc(0);
  const reader = response.body!.getReader();
  while (tagTypes(bytes).filter((type) => type === 9).length < 2) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes = Buffer.concat([bytes, Buffer.from(value)]);
  }
  controller.abort();
  return bytes;
}

// The media engine touches no database and no bus, so one backend is enough.
const [backend] = backends();

describe.skipIf(!ffmpeg)('media server (ffmpeg and node-media-server)', async () => {
  const rtmpPort = await freePort();
  const server = useTestServer(backend!, { media: true, env: { RTMP_PORT: String(rtmpPort), DEMO_STREAMS: '1' } });
  const events: string[] = [];
  const roomEvents = () => events.filter((event) => event.endsWith(':room-a'));
  const ingest = `rtmp://127.0.0.1:${rtmpPort}/live`;
  const attachPolicy = () =>
    server().media.setPolicy({
      authorize: async (streamName, key) => streamName === 'room-a' && key === 'secret-a',
      onLive: (streamName) => events.push(`live:${streamName}`),
      onOffline: (streamName) => events.push(`offline:${streamName}`),
      onReplay: (streamName) => events.push(`replay:${streamName}`),
    });

  it('refuses a wrong key: no live event, nothing to play', async () => {
    attachPolicy();
    const code = await publish(`${ingest}/room-a?key=wrong`, 2);
    expect(code).not.toBe(0);
    expect(roomEvents()).toEqual([]);
    expect(server().media.isLive('room-a')).toBe(false);
    const response = await fetch(`${server().url}/live-media/room-a.flv`);
    expect(response.status).toBe(404);
  });

  it('goes live on the right key, plays HTTP-FLV, goes offline and keeps a replay', async () => {
    attachPolicy();
    const publishing = publish(`${ingest}/room-a?key=secret-a`, 16);
    await until(() => server().media.isLive('room-a'));
    expect(roomEvents()).toEqual(['live:room-a']);
    const flv = await readFlv(`${server().url}${server().media.flvUrl('room-a')}`);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(tagTypes(flv).filter((type) => type === 9).length).toBeGreaterThanOrEqual(2);
    // Where MSE is missing the recording plays as live HLS: a playlist without its end, growing.
    await until(() => server().media.liveHlsUrl('room-a') !== null);
    const livePlaylist = server().media.liveHlsUrl('room-a')!;
    let firstSegmentListed = '';
    await until(async () => {
      firstSegmentListed = await (await fetch(`${server().url}${livePlaylist}`)).text();
      return firstSegmentListed.includes('.ts');
    });
    expect(firstSegmentListed).not.toContain('#EXT-X-ENDLIST');

    expect(await publishing).toBe(0);
    await until(async () => (await server().media.replays('room-a')).length === 1);
    await until(() => roomEvents().length === 3);
    expect(roomEvents()).toEqual(['live:room-a', 'offline:room-a', 'replay:room-a']);
    const [replay] = await server().media.replays('room-a');
    expect(server().media.liveHlsUrl('room-a')).toBeNull();
    expect(replay!.playlistPath).toBe(livePlaylist);
    expect(replay!.durationSeconds).toBeGreaterThan(1);
    expect(replay!.posterPath).not.toBeNull();
    // Put into the store, and gone from ffmpeg's working directory.
    expect(await server().store.list('media/replays/room-a/')).toEqual([`media/replays/room-a/${replay!.startedAt}/`]);
    expect(readdirSync(join(server().config.media.dir, 'recording', 'room-a'))).toEqual([]);

    const playlist = await fetch(`${server().url}${replay!.playlistPath}`);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-ENDLIST');
    const segment = text.split('\n').find((line) => line.endsWith('.ts'))!;
    const segmentResponse = await fetch(`${server().url}${replay!.playlistPath.replace('index.m3u8', segment)}`);
    expect(segmentResponse.headers.get('content-type')).toBe('video/mp2t');
    const poster = await fetch(`${server().url}${replay!.posterPath}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('renders a demo clip once, publishes it in a loop, and reuses the cached clip', async () => {
    const [demo] = server().media.demoStreams();
    expect(demo).toMatchObject({ streamName: 'demo-1', sport: 'football' });
    await until(() => server().media.isLive('demo-1'), 25_000);
    const flv = await readFlv(`${server().url}${server().media.flvUrl('demo-1')}`);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(tagTypes(flv)).toContain(9);

    const demoDir = join(server().config.media.dir, 'demo');
    const [clip] = readdirSync(demoDir).filter((file) => file.endsWith('.mp4') && !file.includes('partial'));
    const rendered = statSync(join(demoDir, clip!)).mtimeMs;
    const again = await prepareDemoClip('ffmpeg', demoDir, demo!, { seconds: 2, width: 320, height: 180 });
    expect(again).toBe(join(demoDir, clip!));
    expect(statSync(again).mtimeMs).toBe(rendered);
  }, 30_000);

  it('refuses a demo stream without its internal key', async () => {
    const code = await publish(`${ingest}/demo-2?key=guess`, 1);
    expect(code).not.toBe(0);
    expect(server().media.isLive('demo-2')).toBe(false);
    expect(events).not.toContain('live:demo-2');
  });
});
