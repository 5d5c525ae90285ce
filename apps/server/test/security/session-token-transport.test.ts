import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser } from '../support/api';
import type { OpenApiDocument } from '../support/fuzz';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * A session token travels in the `accessToken` header (and the web's HttpOnly cookie), never in a URL, where logs,
 * history and Referer would keep it: no route takes one in its path or query, and one put there is not read.
 */
describe.each(backends())('session tokens stay out of URLs on $name', (backend) => {
  const server = useTestServer(backend);
  let token = '';
  beforeAll(async () => {
    token = (await registerUser(server())).token;
  });

  it('no route of the OpenAPI document takes a token in its path or query', async () => {
    const document = (await (await fetch(`${server().url}/docs/json`)).json()) as OpenApiDocument;
    const inUrl = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((p) => (p.in === 'query' || p.in === 'path') && /token|session/i.test(p.name))
          .map((p) => `${path} ${p.in}:${p.name}`),
      ),
    );
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
    expect(inUrl).toEqual([]);
  });

  it('does not sign a request in with a token put in the query string', async () => {
    expect((await get(server(), '/user/center/info', { token })).code).toBe(200);
    const inQuery = await fetch(`${server().url}/user/center/info?accessToken=${token}&token=${token}`);
    expect(((await inQuery.json()) as { code: number }).code).toBe(Code.noToken);
  });
});
