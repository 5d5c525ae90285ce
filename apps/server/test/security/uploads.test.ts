import { portraitState } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataOf, registerUser, upload } from '../support/api';
import { envelopeShape } from '../support/fuzz';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const codeOf = async (url: string) => envelopeShape.parse(await (await fetch(url)).json()).code;

const html = '<html><body><script>alert(document.cookie)</script></body></html>';

describe.each(backends())('uploaded portraits on $name', (backend) => {
  const server = useTestServer(backend);

  it('re-encodes a GIF/HTML polyglot, so only pixels are served, with nosniff and a sandbox policy', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from(html)]);
    const { token } = await registerUser(server());
    const file = { bytes: polyglot, name: 'x.html', type: 'text/html' };
    const state = dataOf(await upload(server(), '/user/center/portrait', file, { token }), portraitState);

    const served = await fetch(`${server().url}${state.portraitNew}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain('<script');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('refuses bytes that carry an image signature but do not decode', async () => {
    const { token } = await registerUser(server());
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]);
    const file = { bytes: broken, name: 'x.jpg', type: 'image/jpeg' };
    expect((await upload(server(), '/user/center/portrait', file, { token })).code).toBe(Code.uploadTypeRejected);
  });
});

describe.each(backends())('pending uploads on $name', (backend) => {
  const server = useTestServer(backend);

  async function pendingLink(): Promise<string> {
    const { token } = await registerUser(server());
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const state = dataOf(
      await upload(server(), '/user/center/portrait', { bytes, name: 'me.png', type: 'image/png' }, { token }),
      portraitState,
    );
    return state.portraitNew ?? '';
  }

  it('are served to the holder of the signed link only', async () => {
    const link = await pendingLink();
    const served = await fetch(server().url + link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, no-store');

    const bare = link.replace(/\?.*$/, '');
    expect(await codeOf(server().url + bare)).toBe(Code.validationFailed);
    const forged = link.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await codeOf(server().url + forged)).toBe(Code.forbidden);
  });

  it('stop working when the link expires', async () => {
    const link = await pendingLink();
    server().clock.advance(3601);
    expect(await codeOf(server().url + link)).toBe(Code.forbidden);
  });
});
