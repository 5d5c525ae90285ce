import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaEdgeSettings, startMediaEdge } from '../../../../scripts/media-edge.mjs';
import { freePort } from '@kanqiu/test-factories';
import { publish, requireFfmpegOrSkip, until } from '../support/media';
import { nginxAvailable } from '../support/nginx';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * The media edge of docs/media.md: the real nginx with libnginx-mod-rtmp (scripts/media-edge.mjs,
 * deploy/nginx/media-edge.conf), fed by the origin's relay of a demo stream, serves it as HLS in 1 s fragments;
 * the room's detail tells the player where. Needs ffmpeg and nginx (errors instead of skips with REQUIRE_MEDIA=1).
 */
const ffmpeg = requireFfmpegOrSkip();
const nginx = nginxAvailable();
if (!nginx && process.env.REQUIRE_MEDIA === '1') throw new Error('REQUIRE_MEDIA=1 but nginx is not installed');

const [backend] = backends();

type RoomRow = { id: number; demo: boolean; live: boolean };

describe.skipIf(!ffmpeg || !nginx)('media edge (nginx-rtmp HLS fed by the origin)', async () => {
  const settings = mediaEdgeSettings({
    MEDIA_EDGE_RTMP_PORT: String(await freePort()),
    MEDIA_EDGE_HTTP_PORT: String(await freePort()),
  });
  const edgeHls = `http://127.0.0.1:${settings.httpPort}/hls`;
  let edge: Awaited<ReturnType<typeof startMediaEdge>> | undefined;
  beforeAll(async () => {
    edge = await startMediaEdge(settings, 'ignore');
  });
  afterAll(() => edge?.stop());
  const server = useTestServer(backend!, {
    media: true,
    env: {
      RTMP_PORT: String(await freePort()),
      DEMO_STREAMS: '1',
      MEDIA_EDGE_RTMP_URL: `rtmp://127.0.0.1:${settings.rtmpPort}/hls`,
      MEDIA_EDGE_HLS_URL: edgeHls,
      MEDIA_FLV_VIEWER_LIMIT: '7',
    },
  });

  it('serves a live demo stream as HLS: a short playlist of 1 s fragments, and the fragments', async () => {
    await until(() => server().media.isLive('demo-1'), 25_000);
    const playlistUrl = `${edgeHls}/demo-1.m3u8`;
    let playlist = '';
    await until(async () => {
      const response = await fetch(playlistUrl);
      playlist = response.ok ? await response.text() : '';
      return (playlist.match(/\.ts$/gm) ?? []).length >= 2;
    }, 20_000);
    expect(playlist).toContain('#EXT-X-TARGETDURATION:1');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
    // A 4 s playlist of fragments cut at the demo clip's keyframes, one a second.
    expect(durations.length).toBeLessThanOrEqual(5);
    for (const duration of durations) expect(duration).toBeLessThanOrEqual(1.05);

    const response = await fetch(playlistUrl);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const fragment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const segment = await fetch(`${edgeHls}/${fragment}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const bytes = Buffer.from(await segment.arrayBuffer());
    // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
    expect(bytes.length).toBeGreaterThan(188 * 10);
    expect(bytes.length % 188).toBe(0);
    expect([bytes[0], bytes[188], bytes[188 * 9]]).toEqual([0x47, 0x47, 0x47]);
  }, 60_000);

  it('tells the room’s player where the edge serves the stream, and the FLV viewer limit', async () => {
    await until(() => server().media.isLive('demo-1'), 25_000);
    let room: RoomRow | undefined;
    await until(async () => {
      const list = (await (await fetch(`${server().url}/vlive/room/list`)).json()) as { data: { list: RoomRow[] } };
      room = list.data.list.find((entry) => entry.demo && entry.live);
      return room !== undefined;
    });
    const detail = (await (await fetch(`${server().url}/vlive/room/${room!.id}`)).json()) as {
      data: { flvPath: string; hlsUrl: string; flvViewerLimit: number };
    };
    expect(detail.data).toMatchObject({
      flvPath: '/live-media/demo-1.flv',
      hlsUrl: `${edgeHls}/demo-1.m3u8`,
      flvViewerLimit: 7,
    });
  }, 30_000);

  it('refuses a publisher other than the origin', async () => {
    const elsewhere = { ...settings, rtmpPort: await freePort(), httpPort: await freePort(), origin: '10.1.2.3' };
    const guarded = await startMediaEdge(elsewhere, 'ignore');
    try {
      expect(await publish(`rtmp://127.0.0.1:${elsewhere.rtmpPort}/hls/intruder`, 1)).not.toBe(0);
      expect(await publish(`rtmp://127.0.0.1:${settings.rtmpPort}/hls/from-origin`, 1)).toBe(0);
    } finally {
      await guarded.stop();
    }
  }, 30_000);
});
