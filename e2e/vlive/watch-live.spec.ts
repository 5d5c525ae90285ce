import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

type Room = { id: number; live: boolean; match: { id: number; sport: 'football' | 'basketball' } | null };

test('a match with a stream shows 看直播 on its detail, into the room', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  // The demo rooms go on air once their clips are rendered; each is tied to a match of its sport.
  let room: Room | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`${apiUrl}/vlive/room/list`)).json()) as { data: { list: Room[] } };
        room = body.data.list.find((r) => r.live && r.match);
        return room !== undefined;
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBe(true);
  const { match } = room!;
  await page.goto(`/live/${match!.sport === 'football' ? 'zq' : 'lq'}/detail/${match!.id}`);
  const entry = page.getByTestId('watch-live');
  await expect(entry).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/gifts/watch-live-entry.png' });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/vlive/detail/${room!.id}$`));
});
