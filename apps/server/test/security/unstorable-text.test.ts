import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { post } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * Text PostgreSQL refuses is refused for every field of every route, once, with the envelope
 * (docs/decisions/0056-web-doors.md).
 */
describe.each(backends())('a NUL in any input on $name', (backend) => {
  const server = useTestServer(backend);
  const refused = { status: 400, code: Code.validationFailed, msg: '不能包含空字符' };

  it('is refused in a JSON field whose schema does not check it, and in a key', async () => {
    expect(await post(server(), '/user/login', { phone: '1380013\u00000000', code: '000000' })).toMatchObject(refused);
    expect(await post(server(), '/inform/info/list', { columnId: 1002, 'page\u0000': 1 })).toMatchObject(refused);
  });

  it('is refused in a query string and in a route parameter', async () => {
    for (const path of ['/database/search?keyword=a%00b', '/live/fb/match/lineup/1%00']) {
      const response = await fetch(`${server().url}${path}`);
      expect({ status: response.status, ...((await response.json()) as object) }).toMatchObject(refused);
    }
  });
});
