import { portraitState, uploadedPostImage, userInfo } from '@kanqiu/contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, upload } from '../support/api';
import { createMemoryStore } from '../support/memory-store';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const adminToken = 'test-admin-token-0123456789';
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1677ff' } })
    .png()
    .toBuffer();

/** What a fan's browser gets at a served path: the status, the type and, when it is a picture, its format. */
async function served(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const format = response.ok ? (await sharp(bytes).metadata()).format : null;
  return { status: response.status, type: response.headers.get('content-type'), format };
}

/**
 * The server composed with another backend of the object store (docs/decisions/0074-one-object-store.md, here in
 * memory) takes and serves a portrait and a post picture, and writes no upload to its data directory: the modules only
 * use the interface.
 */
describe.each(backends())('uploads kept in a store other than the local directory, on $name', (backend) => {
  const store = createMemoryStore();
  const server = useTestServer(backend, { store, env: { ADMIN_TOKEN: adminToken } });
  const picture = { name: 'p.png', type: 'image/png' };

  it('takes a portrait through its review and a post picture, serves them, and writes no file', async () => {
    const fan = await registerUser(server());
    const pending = dataOf(
      await upload(server(), '/user/center/portrait', { ...picture, bytes: await photo() }, { token: fan.token }),
      portraitState,
    ).portraitNew!;
    const pendingKey = pending.slice(1).replace(/\?.*$/, '');
    expect([...store.objects.keys()]).toContain(pendingKey);
    expect(await served(server().url + pending)).toEqual({ status: 200, type: 'image/webp', format: 'webp' });

    const userId = dataOf(await get(server(), '/user/center/info', { token: fan.token }), userInfo).id;
    const reviewed = await post(
      server(),
      `/admin/portrait/review/${userId}`,
      { approve: true },
      { headers: { 'x-admin-token': adminToken } },
    );
    const portrait = dataOf(reviewed, portraitState).portrait!;
    expect(portrait).toMatch(/^\/uploads\/portraits\/[0-9a-f]{32}\.webp$/);
    expect(store.objects.has(pendingKey)).toBe(false);
    expect(store.objects.has(portrait.slice(1))).toBe(true);
    expect(await served(server().url + portrait)).toEqual({ status: 200, type: 'image/webp', format: 'webp' });

    const image = dataOf(
      await upload(server(), '/community/images', { ...picture, bytes: await photo() }, { token: fan.token }),
      uploadedPostImage,
    );
    for (const path of [image.url, image.thumb]) {
      expect(store.objects.has(path.slice(1))).toBe(true);
      expect(await served(server().url + path)).toEqual({ status: 200, type: 'image/webp', format: 'webp' });
    }

    expect(existsSync(join(server().config.dataDir, 'uploads'))).toBe(false);
    expect((await served(`${server().url}/uploads/portraits/${'0'.repeat(32)}.webp`)).status).toBe(404);
  });
});
