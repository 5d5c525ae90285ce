import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { expectInOpenApi } from '../support/open-api';

const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');

const pushRoutes = [
  ['GET', '/push/vapidPublicKey'],
  ['POST', '/push/subscribe'],
  ['POST', '/push/unsubscribe'],
] as const;

describe('the web push routes', () => {
  const server = useTestServer(backends()[0]!);

  it.each(pushRoutes)('documents %s %s in docs/api.md', (method, path) => {
    expect(apiDoc).toContain(`${method} ${path}`);
  });

  it('lists every push route in OpenAPI with a Chinese summary under the push tag', async () => {
    await expectInOpenApi(server(), pushRoutes, /^push$/);
  });
});
