import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectInOpenApi } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');

const chatRoutes = [
  ['POST', '/chat/getToken'],
  ['POST', '/chat/msg'],
  ['POST', '/chat/page'],
  ['POST', '/chat/notice'],
  ['POST', '/chat/welcome'],
  ['POST', '/chat/mute'],
  ['POST', '/chat/delete'],
] as const;

describe('the chat routes', () => {
  const server = useTestServer(backends()[0]!);

  it.each(chatRoutes)('documents %s %s in docs/api.md', (method, path) => {
    expect(apiDoc).toContain(`${method} ${path}`);
  });

  it('lists every chat route in OpenAPI with a Chinese summary under the chat tag', async () => {
    await expectInOpenApi(server(), chatRoutes, /^chat$/);
  });
});
