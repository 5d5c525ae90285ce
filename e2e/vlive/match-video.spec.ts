import type { APIRequestContext, Page } from '@playwright/test';
import { anchorWithRoom, apiUrl } from '../support/api';
import { ffmpegAvailable, publishTestStream } from '../support/ffmpeg';
import { expect, test } from '../support/fixtures';

/**
 * A match a room streams plays in its match page's header, for a guest
 * (docs/decisions/0060-match-page-video-and-spec-audit.md), and a match no room streams (`/live/tv/match-list` answers
 * 20001) shows its header alone. Needs ffmpeg to publish; without it the journey is skipped unless REQUIRE_MEDIA=1.
 * Screens go to docs/screenshots/match-video/.
 */
/** Whether the page has fetched the player's code (its own chunk and mpegts.js). */
function watchPlayerCode(page: Page): () => boolean {
  let fetched = false;
  page.on('request', (request) => {
    if (/\/assets\/(live-player|mpegts)-/.test(request.url())) fetched = true;
  });
  return () => fetched;
}

type Sport = 'football' | 'basketball';
const detailPath = (sport: Sport, id: number) => `/live/${sport === 'football' ? 'zq' : 'lq'}/detail/${id}`;

async function streamCode(request: APIRequestContext, matchId: number): Promise<number> {
  const response = await request.get(`${apiUrl}/live/tv/match-list`, { params: { matchId } });
  return ((await response.json()) as { code: number }).code;
}

/** A match of the sport in play that no room streams: the video fetch answers 20001. */
async function unstreamedMatchInPlay(request: APIRequestContext, sport: Sport): Promise<number> {
  const rooms = (await (await request.get(`${apiUrl}/vlive/anim/list`)).json()) as {
    data: { list: { id: number; sport: Sport }[] };
  };
  for (const match of rooms.data.list.filter((entry) => entry.sport === sport))
    if ((await streamCode(request, match.id)) === 20001) return match.id;
  throw new Error(`no ${sport} match in play without a stream`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `docs/screenshots/match-video/${name}.png` });
}

async function playsInHeader(page: Page, playerFetched: () => boolean): Promise<void> {
  // The match page does not carry the player until the fan asks for the video.
  expect(playerFetched()).toBe(false);
  await page.getByTestId('match-video-play').click();
  const video = page.getByTestId('match-video').locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 45_000 })
    .toBeGreaterThan(1.5);
  // It keeps playing: the time moves on.
  const at = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(at + 1);
}

test.skip(!ffmpegAvailable(), 'ffmpeg is not installed: nothing can be published');

test('a guest watches a streamed match in its page’s header, and a match without a stream shows its score alone', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const playerFetched = watchPlayerCode(page);
  const matchId = await unstreamedMatchInPlay(request, 'football');

  // 20001: the header alone, no player, no 看直播.
  await page.goto(detailPath('football', matchId));
  await expect(page.getByTestId('detail-header')).toBeVisible();
  await expect(page.getByTestId('match-video-play')).toHaveCount(0);
  await expect(page.getByTestId('match-video')).toHaveCount(0);
  await expect(page.getByTestId('watch-live')).toHaveCount(0);
  await shoot(page, 'football-no-video');

  const { ingestTarget, token } = await anchorWithRoom(request, { title: '比赛页视频测试间', category: 1, matchId });
  const stream = publishTestStream(ingestTarget, 120);
  try {
    await expect.poll(() => streamCode(request, matchId), { timeout: 30_000 }).toBe(200);
    await page.reload();
    await expect(page.getByTestId('match-video-play')).toBeVisible();
    await shoot(page, 'football-video-offered');
    await playsInHeader(page, playerFetched);
    await expect(page.getByTestId('detail-header')).toHaveCount(0);
    await shoot(page, 'football-video-playing');
    await page.getByRole('button', { name: '返回比分' }).click();
    await expect(page.getByTestId('detail-header')).toBeVisible();
    await expect(page.getByTestId('match-video')).toHaveCount(0);

    // The room moves to a basketball match: its page plays the same stream.
    const basketballId = await unstreamedMatchInPlay(request, 'basketball');
    const moved = await request.post(`${apiUrl}/vlive/my/room`, {
      headers: { accessToken: token },
      data: { title: '比赛页视频测试间', category: 2, matchId: basketballId },
    });
    expect(((await moved.json()) as { code: number }).code).toBe(200);
    await expect.poll(() => streamCode(request, basketballId), { timeout: 10_000 }).toBe(200);
    await page.goto(detailPath('basketball', basketballId));
    await playsInHeader(page, watchPlayerCode(page));
    await shoot(page, 'basketball-video-playing');
  } finally {
    stream.kill('SIGKILL');
  }
});
