import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * Video to many viewers (docs/decisions/0073-media-edge-fed-by-the-origin.md): a room's player reads HTTP-FLV from the
 * origin while the stream has fewer viewers than MEDIA_FLV_VIEWER_LIMIT (20 in the e2e run), HLS from the media edge
 * (nginx-rtmp, started by playwright.config.ts) at or over it, and always HLS where the browser has no MSE. Screens go
 * to docs/screenshots/media-edge/.
 */
type RoomDetail = { id: number; live: boolean; viewerCount: number; flvViewerLimit: number; hlsUrl: string | null };

// Demo clips are rendered when the API starts; the API's readiness does not wait for them.
const goLiveTimeout = 150_000;

async function roomDetail(request: APIRequestContext, id: number): Promise<RoomDetail> {
  return ((await (await request.get(`${apiUrl}/vlive/room/${id}`)).json()) as { data: RoomDetail }).data;
}

/** A live demo room (its stream pushed to the edge); `index` picks one of the two. */
async function liveDemoRoom(request: APIRequestContext, index: number): Promise<RoomDetail> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`${apiUrl}/vlive/room/list`)).json()) as {
          data: { list: { id: number; demo: boolean; live: boolean }[] };
        };
        id = list.data.list.filter((room) => room.demo && room.live)[index]?.id ?? 0;
        return id;
      },
      { timeout: goLiveTimeout, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  return roomDetail(request, id);
}

/** The URLs the page asks for, to tell which server its video came from. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** What the page's Content-Security-Policy refused (the edge is another origin than the API). */
function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && refusals.push(message.text()));
  return refusals;
}

async function playsOn(page: Page): Promise<void> {
  const video = page.getByTestId('room-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 45_000 })
    .toBeGreaterThan(1);
}

test('a room plays FLV from the origin under its viewer limit and HLS from the edge at it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const room = await liveDemoRoom(request, 0);
  expect(room.flvViewerLimit).toBe(20);
  expect(room.hlsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hls\/demo-\d+\.m3u8$/);

  const underLimit = watchRequests(page);
  await page.goto(`/vlive/detail/${room.id}`);
  await expect(page.getByTestId('room-video')).toHaveAttribute('data-protocol', 'flv');
  await playsOn(page);
  expect(underLimit.some((url) => url.includes('/live-media/demo-'))).toBe(true);
  expect(underLimit.some((url) => url.includes('/hls/'))).toBe(false);

  // The crowd arrives: as many viewers as the limit beat in.
  for (let viewer = 0; viewer < room.flvViewerLimit; viewer += 1)
    await request.post(`${apiUrl}/vlive/room/${room.id}/heartbeat`, { data: { viewerId: randomUUID() } });
  await expect
    .poll(async () => (await roomDetail(request, room.id)).viewerCount, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(room.flvViewerLimit);

  const overLimit = watchRequests(page);
  const refusals = watchRefusals(page);
  await page.reload();
  const video = page.getByTestId('room-video');
  await expect(video).toHaveAttribute('data-protocol', 'hls');
  // Chromium has MSE: hls.js plays the edge's playlist and fragments.
  await playsOn(page);
  expect(overLimit.some((url) => url === room.hlsUrl)).toBe(true);
  expect(overLimit.some((url) => /\/hls\/demo-\d+-\d+\.ts$/.test(url))).toBe(true);
  expect(overLimit.some((url) => url.includes('/live-media/'))).toBe(false);
  expect(refusals).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/media-edge/room-hls.png' });
});

test('a browser without MSE is given the edge’s HLS in its video element, whatever the count', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  // iOS Safari before 17.1 and WeChat's Android browser: neither MediaSource nor ManagedMediaSource.
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.MediaSource;
    delete scope.ManagedMediaSource;
    delete scope.WebKitMediaSource;
  });
  const room = await liveDemoRoom(request, 1);
  expect(room.viewerCount).toBeLessThan(room.flvViewerLimit);
  const requests = watchRequests(page);
  const refusals = watchRefusals(page);
  await page.goto(`/vlive/detail/${room.id}`);
  const video = page.getByTestId('room-video');
  await expect(video).toHaveAttribute('data-protocol', 'hls');
  // Played natively: the playlist is the video's own source, and neither mpegts.js nor hls.js is fetched.
  await expect(video).toHaveAttribute('src', room.hlsUrl!);
  expect(requests.some((url) => /\/assets\/(mpegts|hls)-[\w-]{8}\.js$/.test(url))).toBe(false);
  expect(requests.some((url) => url.includes('/live-media/'))).toBe(false);
  expect(refusals).toEqual([]);
  const playlist = await request.get(room.hlsUrl!);
  expect(playlist.status()).toBe(200);
  expect(await playlist.text()).toContain('#EXTINF:');
});
