import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * A page of another origin (a sibling subdomain, another port) may read the API's public data but not
 * change state: a browser's post whose Origin is not a web origin is refused before any route runs
 * (docs/decisions/0056-web-doors.md).
 */
describe.each(backends())('posts from another origin on $name', (backend) => {
  const web = 'https://m.kanqiu.example';
  const server = useTestServer(backend, { env: { WEB_ORIGIN: web } });
  const nickNameOf = async (token: string) =>
    ((await get(server(), '/user/center/info', { token })).data as { nickName: string }).nickName;

  it('refuses another origin and a null one, and lets the web, servers and apps through', async () => {
    const fan = await registerUser(server());
    const before = await nickNameOf(fan.token);
    for (const origin of ['https://blog.kanqiu.example', 'https://m.kanqiu.example:8443', 'null']) {
      const forged = await post(
        server(),
        '/user/center/nickname',
        { nickName: '被盗号了' },
        { token: fan.token, headers: { origin } },
      );
      expect(forged).toMatchObject({ code: Code.forbidden, msg: '请求来源不被允许' });
    }
    expect(await nickNameOf(fan.token)).toBe(before);

    const fromWeb = await post(
      server(),
      '/user/center/nickname',
      { nickName: '改名一' },
      { token: fan.token, headers: { origin: web } },
    );
    expect(fromWeb.code).toBe(200);
    expect((await post(server(), '/user/center/nickname', { nickName: '改名二' }, { token: fan.token })).code).toBe(
      200,
    );
    // Reading stays open to any page (CORS decides what it may see).
    expect(
      (await get(server(), '/live/football/v1_1/live', { headers: { origin: 'https://elsewhere.example' } })).code,
    ).toBe(200);
  });
});
