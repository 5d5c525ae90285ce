import { apiUrl, randomIdNumber, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { confirmDialog, loginWithPassword } from '../support/ui';

const shots = 'docs/screenshots/broadcast';

/** ffmpeg publishing a small test picture to the room, as OBS would, until killed (or 60 s). */
function publishTestStream(target: string) {
  return spawn('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=15:d=60'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-pix_fmt', 'yuv420p', '-f', 'flv', target],
  ]);
}

/** A square phone photo of a court, to be cropped to 16:9 by the server. */
function courtPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <rect width="900" height="900" fill="#c46a2b"/>
    <rect x="60" y="200" width="780" height="500" fill="none" stroke="#fff" stroke-width="8"/>
    <line x1="450" y1="200" x2="450" y2="700" stroke="#fff" stroke-width="8"/>
    <circle cx="450" cy="450" r="90" fill="none" stroke="#fff" stroke-width="8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

test('a certified user opens 开播 and sees the RTMP address and a stream key, and can reset it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName('主播') };
  await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  // Not certified yet: 开播 asks for 实名认证 first.
  await page.getByText('我要开播').click();
  await expect(page).toHaveURL(/\/user\/broadcast$/);
  await expect(page.getByTestId('broadcast-gate')).toBeVisible();
  await page.screenshot({ path: `${shots}/gate.png` });

  await page.goto('/user/certification');
  await page.getByPlaceholder('请输入身份证上的姓名').fill('李主播');
  await page.getByPlaceholder('请输入 18 位身份证号码').fill(randomIdNumber());
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('已完成实名认证')).toBeVisible();

  await page.goto('/user');
  await page.getByText('我要开播').click();
  await page.getByRole('textbox', { name: '直播标题' }).fill('周末一起看球');
  await page.getByRole('listbox').getByRole('option', { name: '篮球' }).click();
  await page.getByTestId('broadcast-save').click();
  await expect(page.getByText('直播间已保存')).toBeVisible();
  const server = page.getByTestId('ingest-server');
  await expect(server).toHaveText(/^rtmp:\/\/.+\/live$/);
  const key = page.getByTestId('ingest-key');
  await expect(key).toHaveText(/\S{16,}/);
  const firstKey = await key.textContent();
  await page.screenshot({ path: `${shots}/broadcast.png`, fullPage: true });

  await page.getByTestId('ingest-reset').click();
  await confirmDialog(page, '重置');
  await expect(page.getByText('推流码已重置，旧推流码立即失效')).toBeVisible();
  await expect(key).not.toHaveText(firstKey ?? '');
  const ingestTarget = `${await server.textContent()}/${await key.textContent()}`;

  // Back later, the key is not shown again, only the address.
  await page.reload();
  await expect(page.getByRole('textbox', { name: '直播标题' })).toHaveValue('周末一起看球');
  await expect(server).toBeVisible();
  await expect(key).toHaveCount(0);

  // A cover: the square photo comes back cropped to 16:9 and shows on the room's card in the list.
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'court.jpg', mimeType: 'image/jpeg', buffer: await courtPhoto() });
  await expect(page.getByText('封面已更新')).toBeVisible();
  const cover = page.getByTestId('cover-image');
  await expect(cover).toHaveAttribute('src', /\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
    .toBeCloseTo(16 / 9, 2);
  await page.screenshot({ path: `${shots}/cover.png`, fullPage: true });
  const coverSrc = await cover.getAttribute('src');
  // On air (the list shows live rooms and ended ones with a replay), the card carries the cover.
  const roomPath = await page.getByRole('link', { name: '进入我的直播间' }).getAttribute('href');
  const stream = publishTestStream(ingestTarget);
  try {
    const onAir = async () =>
      (
        (await (await request.get(`${apiUrl}${roomPath?.replace('/vlive/detail/', '/vlive/room/')}`)).json()) as {
          data: { live: boolean };
        }
      ).data.live;
    await expect.poll(onAir, { timeout: 30_000 }).toBe(true);
    await page.goto('/vlive/2');
    const card = page.locator(`[data-testid="room-card"][href="${roomPath}"]`);
    await expect(card).toHaveAttribute('data-live', 'true');
    await expect(card.locator('img')).toHaveAttribute('src', coverSrc ?? '');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/cover-in-list.png` });
  } finally {
    stream.kill('SIGKILL');
  }
  await page.goto('/user/broadcast');
  await page.getByRole('link', { name: '进入我的直播间' }).click();
  await expect(page).toHaveURL(/\/vlive\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: '周末一起看球' })).toBeVisible();
});
