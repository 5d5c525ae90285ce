import { createServer } from 'node:http';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { loginWithPassword } from '../support/ui';

/**
 * A page of another origin on the same host (a sibling subdomain in production; SameSite=Lax cookies go
 * with its requests) cannot change a signed-in fan's state through the web: its form post and its no-cors fetch are
 * refused, and so are posts from a `null` origin or with no origin at all
 * (docs/decisions/0056-web-doors.md).
 */
const web = `http://127.0.0.1:${e2ePorts.web}`;

/** The attacking page: a hidden form renaming the fan, and a text/plain "JSON" post changing their 防剧透. */
const attackPage = `<!doctype html><meta charset="utf-8"><body>
<form id="rename" method="post" action="${web}/user/nickname"><input name="nickName" value="被盗号了"></form>
<script>
  fetch('${web}/user/spoiler', { method: 'POST', mode: 'no-cors', credentials: 'include',
    body: JSON.stringify({ mode: 'all', matchIds: [], delaySeconds: 0 }) })
    .finally(() => document.getElementById('rename').submit());
</script></body>`;

test('another origin’s page cannot rename a fan or change their settings through the web', async ({
  page,
  request,
}) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('防伪') };
  const token = await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  const state = async () => {
    const info = await (await request.get(`${apiUrl}/user/center/info`, { headers: { accessToken: token } })).json();
    const spoiler = await (await request.get(`${apiUrl}/user/spoiler`, { headers: { accessToken: token } })).json();
    return {
      nickName: (info as { data: { nickName: string } }).data.nickName,
      spoiler: (spoiler as { data: unknown }).data,
    };
  };
  const before = await state();

  const attacker = createServer((_request, response) => response.end(attackPage));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = attacker.address() as { port: number };
    const refused = page.waitForResponse((response) => response.url() === `${web}/user/nickname`);
    await page.goto(`http://127.0.0.1:${port}/`);
    expect((await refused).status()).toBe(403);
  } finally {
    attacker.close();
  }

  // The same posts from a null origin or none, with the fan's cookies.
  const cookies = (await page.context().cookies(web)).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const origin of [{ origin: 'null' }, {}] as Record<string, string>[]) {
    const response = await fetch(`${web}/user/nickname`, {
      method: 'POST',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded', ...origin },
      body: 'nickName=%E8%A2%AB%E7%9B%97',
    });
    expect(response.status).toBe(403);
  }
  expect(await state()).toEqual(before);
});
