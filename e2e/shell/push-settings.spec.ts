import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

/**
 * 设置 → 比赛推送: a fan turns on web push for followed matches, chooses what to hear about, and a push
 * the service worker receives shows as a notification. Headless Chromium has no push service of its own,
 * so PushManager hands out a subscription of a stand-in service (the API accepts it like any other); the
 * push itself is delivered through the DevTools protocol, as a push service would deliver it.
 */
test('a fan turns on 比赛推送, picks the alerts, and a pushed goal shows as a notification', async ({
  page,
  context,
  request,
}) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const bytes = (length: number, seed: number) =>
      btoa(String.fromCharCode(...Array.from({ length }, (_, i) => (i * 7 + seed) % 256)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    // Kept across the reload, as the browser keeps a real subscription.
    const SUBSCRIBED = 'e2e-push-subscribed';
    const subscription = {
      endpoint: 'https://push.example.invalid/send/e2e',
      toJSON: () => ({ endpoint: subscription.endpoint, keys: { p256dh: `B${bytes(64, 3)}`, auth: bytes(16, 5) } }),
      unsubscribe: () => {
        sessionStorage.removeItem(SUBSCRIBED);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = () => {
      sessionStorage.setItem(SUBSCRIBED, '1');
      return Promise.resolve(subscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = () =>
      Promise.resolve(sessionStorage.getItem(SUBSCRIBED) ? (subscription as unknown as PushSubscription) : null);
  });

  await page.goto('/user/set');
  const card = page.getByTestId('push-settings');
  await expect(card.getByRole('link', { name: '登录' })).toBeVisible();
  await card.getByRole('link', { name: '登录' }).click();
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user\/set$/);

  await expect(card).toHaveAttribute('data-state', 'off');
  await expect(card.getByRole('switch', { name: '进球' })).toBeDisabled();
  await card.getByRole('switch', { name: '关注比赛推送' }).click();
  await expect(page.getByText('已开启比赛推送')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'on');
  await card.getByRole('switch', { name: '完场比分' }).click();
  await expect(card.getByRole('switch', { name: '完场比分' })).toHaveAttribute('aria-checked', 'false');
  await page.screenshot({ path: 'docs/screenshots/notify/push-settings.png' });

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: "进球 67'",
      body: '曼城 2-1 利物浦 · 哈兰德',
      url: '/live/zq/detail/1',
      tag: 'match-1-goal:g1',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}|${n.body}`),
      ),
    )
    .toEqual(["进球 67'|曼城 2-1 利物浦 · 哈兰德"]);

  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'on');
  await expect(card.getByRole('switch', { name: '完场比分' })).toHaveAttribute('aria-checked', 'false');
  await card.getByRole('switch', { name: '关注比赛推送' }).click();
  await expect(card).toHaveAttribute('data-state', 'off');
});
