import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../support/api';
import { apiDoc, expectInOpenApi } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { asAdmin, adminToken, placesOf, type Place, type Writer } from './places';

const routes = [['POST', '/admin/moderation/blocks']] as const;

describe.each(backends())('one store of blocks, on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '0', ADMIN_TOKEN: adminToken } });
  let places: Place[];
  let writer: () => Promise<Writer>;
  let roomId: number;
  const blockOf = (body: Record<string, unknown>) => post(server(), '/admin/moderation/blocks', body, asAdmin);
  const placeNamed = (name: string) => places.find((p) => p.name === name)!;
  beforeAll(async () => {
    ({ places, writer, roomId } = await placesOf(server()));
  });

  it('refuses a fan blocked with scope all in every place, each with its own code, until the block is lifted', async () => {
    const fan = await writer();
    const blocked = await blockOf({ userId: fan.id, scope: 'all', reason: '多次发布广告' });
    expect(blocked).toMatchObject({ code: Code.ok, data: { userId: fan.id, scope: 'all', roomId: null, until: null } });
    for (const place of places.filter((p) => p.blockedCode !== null)) {
      expect(await place.write(fan, '好球'), place.name).toMatchObject({ code: place.blockedCode, data: null });
    }
    await blockOf({ userId: fan.id, scope: 'all', minutes: 0, reason: '申诉通过' });
    for (const place of places) expect(await place.write(fan, '好球'), place.name).toMatchObject({ code: Code.ok });
  });

  it('holds a block in its own scope and room only, until its end', async () => {
    const fan = await writer();
    await blockOf({ userId: fan.id, scope: 'roomChat', roomId, minutes: 10, reason: '刷屏' });
    expect(await placeNamed('room chat').write(fan, '好球')).toMatchObject({ code: Code.chatBanned });
    expect(await placeNamed('match chat').write(fan, '好球')).toMatchObject({ code: Code.ok });
    expect(await placeNamed('private message').write(fan, '好球')).toMatchObject({ code: Code.ok });
    server().clock.advance(10 * 60 + 1);
    expect(await placeNamed('room chat').write(fan, '好球')).toMatchObject({ code: Code.ok });
  });

  it('documents its route and lists it in OpenAPI under the admin tag', async () => {
    expect(apiDoc).toContain('POST /admin/moderation/blocks');
    await expectInOpenApi(server(), routes, /^admin$/);
  });

  it('answers bad input and unknown users clearly', async () => {
    expect(await blockOf({ userId: 1, scope: 'everywhere', reason: 'x' })).toMatchObject({
      code: Code.validationFailed,
    });
    expect(await blockOf({ userId: 99_999_999, scope: 'im', reason: '广告' })).toMatchObject({ code: Code.notFound });
    const noToken = await post(server(), '/admin/moderation/blocks', { userId: 1, scope: 'im', reason: '广告' });
    expect(noToken).toMatchObject({ code: Code.forbidden });
  });
});
