import { ImCode } from '@kanqiu/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDoc, expectInOpenApi } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const get = [
  'chat/list',
  'chat/messages',
  'user/attention',
  'user/fans',
  'user/friends',
  'user/find',
  'user/card',
  'group/list',
  'group/detail',
  'note/list',
  'version/list',
  'notice/summary',
  'notice/list',
  'notice/unread',
];
const post = [
  'chat/send',
  'chat/read',
  'chat/recall',
  'chat/settings',
  'chat/clear',
  'chat/report',
  'chat/open',
  'user/follow',
  'user/unfollow',
  'user/block',
  'group/create',
  'group/invite',
  'group/userRole',
  'group/stopSpeak',
  'group/speak',
  'group/muteAll',
  'group/announcement',
  'group/delete',
  'group/transfer',
  'group/out',
  'notice/read',
];
const routes = [
  ['POST', '/imserver/ws'],
  ...get.map((path) => ['GET', `/imapi/${path}`] as const),
  ...post.map((path) => ['POST', `/imapi/${path}`] as const),
] as const;

const realtimeDoc = readFileSync(new URL('../../../../docs/realtime.md', import.meta.url), 'utf8');

describe('the messages routes', () => {
  it.each(routes)('documents %s %s in docs/api.md', (method, path) => {
    const [, name] = path.split(/\/(?=[^/]+$)/);
    expect(apiDoc.includes(`\`${method} ${path}`) || apiDoc.includes(`/${name}\``)).toBe(true);
  });

  it('documents every message code in docs/realtime.md', () => {
    for (const [name, code] of Object.entries(ImCode)) expect(realtimeDoc).toContain(`| ${code} | \`${name}\``);
  });

  const server = useTestServer(backends()[0]!);
  it('lists every route in OpenAPI with a Chinese summary under the im tag', async () => {
    await expectInOpenApi(server(), routes, /^im$/);
  });
});
