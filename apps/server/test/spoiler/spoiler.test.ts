import { spoilerSettings } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { describeRouteDocs } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const spoilerRoutes = [
  ['GET', '/user/spoiler'],
  ['POST', '/user/spoiler'],
] as const;

describe.each(backends())('防剧透 settings on $name', (backend) => {
  const server = useTestServer(backend);
  let fan: TestUser;

  beforeAll(async () => {
    fan = await registerUser(server());
  });

  const read = async (token: string) => dataOf(await get(server(), '/user/spoiler', { token }), spoilerSettings);

  it('starts off, and is for signed-in fans only', async () => {
    expect(await read(fan.token)).toEqual({ mode: 'off', matchIds: [], delaySeconds: 0 });
    expect((await get(server(), '/user/spoiler')).code).toBe(Code.noToken);
  });

  it('saves the mode, the chosen matches and the delay, per fan', async () => {
    const settings = { mode: 'chosen', matchIds: [12, 7], delaySeconds: 45 };
    expect(dataOf(await post(server(), '/user/spoiler', settings, { token: fan.token }), spoilerSettings)).toEqual(
      settings,
    );
    expect(await read(fan.token)).toEqual(settings);
    const other = await registerUser(server());
    expect((await read(other.token)).mode).toBe('off');
  });

  it('refuses a delay beyond 120 s and an unknown mode, keeping what was saved', async () => {
    const late = await post(
      server(),
      '/user/spoiler',
      { mode: 'all', matchIds: [], delaySeconds: 121 },
      { token: fan.token },
    );
    expect(late).toMatchObject({ status: 400, code: Code.validationFailed });
    const loud = await post(
      server(),
      '/user/spoiler',
      { mode: 'loud', matchIds: [], delaySeconds: 0 },
      { token: fan.token },
    );
    expect(loud.code).toBe(Code.validationFailed);
    expect((await read(fan.token)).delaySeconds).toBe(45);
  });
});

describeRouteDocs('the 防剧透 routes', spoilerRoutes, /^spoiler$/);
