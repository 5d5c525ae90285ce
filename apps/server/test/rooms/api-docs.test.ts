import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { expectInOpenApi } from '../support/open-api';

const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');

const roomRoutes = [
  ['GET', '/vlive/room/list'],
  ['GET', '/vlive/room/{id}'],
  ['GET', '/vlive/room/{id}/replays'],
  ['POST', '/vlive/room/{id}/heartbeat'],
  ['GET', '/vlive/match'],
  ['GET', '/live/tv/match-list'],
  ['GET', '/vlive/my/room'],
  ['POST', '/vlive/my/room'],
  ['POST', '/vlive/my/room/key'],
  ['POST', '/vlive/my/room/cover'],
] as const;

describe('the room routes', () => {
  const server = useTestServer(backends()[0]!);

  it.each(roomRoutes)('documents %s %s in docs/api.md', (method, path) => {
    expect(apiDoc).toContain(`${method} ${path}`);
  });

  it('lists every room route in OpenAPI with a Chinese summary under the rooms tag', async () => {
    await expectInOpenApi(server(), roomRoutes, /^rooms$/);
  });
});
