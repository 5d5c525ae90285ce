import { myRoom, roomDetail, roomPage } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataOf, get, upload } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom } from './room-fixtures';

/** A 1200 × 1200 photo as a phone takes it: JPEG, EXIF orientation 6 (to be turned upright) and a camera note. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'KanqiuPhone', Copyright: 'secret-gps-owner' } } })
    .toBuffer();

describe.each(backends())('the 开播 cover on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '0' } });
  const uploadCover = (token: string, bytes: Buffer, name = 'cover.jpg', type = 'image/jpeg') =>
    upload(server(), '/vlive/my/room/cover', { bytes, name, type }, { token });

  it('re-encodes an upload to a 16:9 WebP without metadata, shown in the list and the room', async () => {
    const anchor = await certifiedUser(server());
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(await uploadCover(anchor.token, photo)).toMatchObject({ code: Code.notFound, msg: '请先开通直播间' });

    const roomId = (await openRoom(server(), anchor.token, { title: '有封面的直播间', category: 2 })).room!.id;
    const saved = dataOf(await uploadCover(anchor.token, photo), myRoom);
    const cover = saved.room!.cover!;
    expect(cover).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    const served = await fetch(server().url + cover);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 540 });
    expect(meta.exif).toBeUndefined();
    expect(dataOf(await get(server(), `/vlive/room/${roomId}`), roomDetail).cover).toBe(cover);
    const listed = dataOf(await get(server(), '/vlive/room/list', { query: { type: '2' } }), roomPage).list;
    expect(listed.find((room) => room.id === roomId)?.cover).toBe(cover);

    // A new cover replaces the file of the old one.
    const next = dataOf(await uploadCover(anchor.token, await phonePhoto()), myRoom).room!.cover!;
    expect(next).not.toBe(cover);
    const coversDir = join(server().config.dataDir, 'uploads', 'covers');
    expect(existsSync(join(coversDir, cover.split('/').pop()!))).toBe(false);
    expect(existsSync(join(coversDir, next.split('/').pop()!))).toBe(true);
  });

  it('refuses what is not a picture, a picture over the limit, and a user not certified', async () => {
    const anchor = await certifiedUser(server());
    await openRoom(server(), anchor.token, { title: '封面校验', category: 1 });
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await uploadCover(anchor.token, html, 'x.svg', 'image/svg+xml')).toMatchObject({
      code: Code.uploadTypeRejected,
    });
    const huge = Buffer.concat([await phonePhoto(), Buffer.alloc(server().config.maxUploadBytes)]);
    expect(await uploadCover(anchor.token, huge)).toMatchObject({ code: Code.uploadTooLarge });
    const stranger = await certifiedUser(server());
    await server().database.db.deleteFrom('real_names').where('user_id', '=', stranger.id).execute();
    expect(await uploadCover(stranger.token, await phonePhoto())).toMatchObject({ code: Code.realNameRequired });
  });
});
