import { portraitState, userInfo } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, upload } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const megabyte = 1024 * 1024;
const adminToken = 'test-admin-token-0123456789';

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const square = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#1677ff' } });
const samples = {
  png: onePixelPng,
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpg: await square().jpeg().toBuffer(),
  webp: await square().webp().toBuffer(),
};

/** A PNG signature padded with zeros to the given size. */
const pngOfSize = (bytes: number) => Buffer.concat([onePixelPng, Buffer.alloc(bytes - onePixelPng.length)]);

const uploadPortrait = (
  server: TestServer,
  token: string | undefined,
  bytes: Uint8Array,
  type = 'image/png',
  name = 'me.png',
) => upload(server, '/user/center/portrait', { bytes, name, type }, token ? { token } : {});

describe.each(backends())('POST /user/center/portrait on $name', (backend) => {
  const server = useTestServer(backend);

  it.each(Object.entries(samples))('accepts %s and holds it for audit', async (extension, bytes) => {
    const { token } = await registerUser(server());
    const state = dataOf(
      await uploadPortrait(server(), token, bytes, 'application/octet-stream', `x.${extension}`),
      portraitState,
    );
    expect(state.portrait).toBeNull();
    expect(state.portraitAudit).toBe('pending');
    // Re-encoded: every format is served as WebP; pending, it is reached by a signed link only.
    expect(state.portraitNew).toMatch(/^\/uploads\/pending\/[0-9a-f]{32}\.webp\?expires=\d+&sig=[\w-]+$/);

    const served = await fetch(`${server().url}${state.portraitNew}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    const info = dataOf(await get(server(), '/user/center/info', { token }), userInfo);
    expect(info).toMatchObject({ portrait: null, portraitNew: state.portraitNew, portraitAudit: 'pending' });
  });

  it('judges the type by content, not by the declared mimetype', async () => {
    const { token } = await registerUser(server());
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    const reply = await uploadPortrait(server(), token, script, 'image/png', 'evil.png');
    expect(reply).toMatchObject({ code: Code.uploadTypeRejected, msg: '仅支持 JPG、PNG、WEBP 或 GIF 图片' });
  });

  it('accepts exactly 2 MB and refuses one byte more or far more', async () => {
    const { token } = await registerUser(server());
    expect((await uploadPortrait(server(), token, pngOfSize(2 * megabyte))).code).toBe(Code.ok);
    const justOver = await uploadPortrait(server(), token, pngOfSize(2 * megabyte + 1));
    expect(justOver).toMatchObject({ status: 200, code: Code.uploadTooLarge, msg: '图片不能超过 2 MB' });
    expect((await uploadPortrait(server(), token, pngOfSize(3 * megabyte))).code).toBe(Code.uploadTooLarge);
  });

  it('replaces a pending portrait and deletes the replaced file', async () => {
    const { token } = await registerUser(server());
    const first = dataOf(await uploadPortrait(server(), token, samples.png), portraitState);
    const second = dataOf(await uploadPortrait(server(), token, samples.gif), portraitState);
    expect(second.portraitNew).not.toBe(first.portraitNew);
    expect((await fetch(`${server().url}${first.portraitNew}`)).status).toBe(404);
  });

  it('needs the file in the field named file', async () => {
    const { token } = await registerUser(server());
    const reply = await upload(
      server(),
      '/user/center/portrait',
      { bytes: samples.png, name: 'a.png', type: 'image/png' },
      { token, field: 'avatar' },
    );
    expect(reply).toMatchObject({ code: Code.validationFailed, data: null });
  });

  it('refuses a request that is not multipart', async () => {
    const { token } = await registerUser(server());
    const reply = await post(server(), '/user/center/portrait', { file: 'x' }, { token });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.code).toBe(Code.validationFailed);
  });

  it('needs a signed-in user', async () => {
    expect((await uploadPortrait(server(), undefined, samples.png)).code).toBe(Code.noToken);
  });

  it('has no review route when no admin token is configured', async () => {
    const reply = await post(server(), '/admin/portrait/review/1', { approve: true });
    expect(reply).toMatchObject({ status: 404, code: Code.notFound });
  });
});

describe.each(backends())('POST /admin/portrait/review/:userId on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });

  async function userWithPendingPortrait() {
    const user = await registerUser(server());
    const info = dataOf(await get(server(), '/user/center/info', { token: user.token }), userInfo);
    const state = dataOf(await uploadPortrait(server(), user.token, samples.png), portraitState);
    // Once approved, the picture is public under /uploads/portraits/ with the same file name.
    const published = state.portraitNew?.replace('/uploads/pending/', '/uploads/portraits/').replace(/\?.*$/, '');
    return { ...user, id: info.id, published };
  }

  const review = (userId: number, approve: boolean, token = adminToken) =>
    post(server(), `/admin/portrait/review/${userId}`, { approve }, { headers: { 'x-admin-token': token } });

  it('approves: the pending portrait becomes the portrait', async () => {
    const user = await userWithPendingPortrait();
    const state = dataOf(await review(user.id, true), portraitState);
    expect(state).toEqual({ portrait: user.published, portraitNew: null, portraitAudit: 'approved' });
    const info = dataOf(await get(server(), '/user/center/info', { token: user.token }), userInfo);
    expect(info).toMatchObject({ portrait: user.published, portraitNew: null, portraitAudit: 'approved' });
  });

  it('rejects: the pending portrait is dropped and the old one stays', async () => {
    const user = await userWithPendingPortrait();
    await review(user.id, true);
    const next = dataOf(await uploadPortrait(server(), user.token, samples.gif), portraitState);
    const state = dataOf(await review(user.id, false), portraitState);
    expect(state).toEqual({ portrait: user.published, portraitNew: null, portraitAudit: 'rejected' });
    expect((await fetch(`${server().url}${next.portraitNew}`)).status).toBe(404);
  });

  it('answers not found when nothing waits for review', async () => {
    const user = await userWithPendingPortrait();
    await review(user.id, false);
    expect((await review(user.id, true)).code).toBe(Code.notFound);
    expect((await review(999_999, true)).code).toBe(Code.notFound);
  });

  it('refuses a wrong or missing admin token', async () => {
    const user = await userWithPendingPortrait();
    expect(await review(user.id, true, 'wrong-admin-token-000000')).toMatchObject({
      status: 200,
      code: Code.forbidden,
    });
    const withoutToken = await post(server(), `/admin/portrait/review/${user.id}`, { approve: true });
    expect(withoutToken.code).toBe(Code.forbidden);
  });
});
