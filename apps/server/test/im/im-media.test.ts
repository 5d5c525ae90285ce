import { chatList, imMessage, messagesPage, type ImMessage } from '@kanqiu/contract';
import { Code, ImCode, imLimits } from '@kanqiu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, upload } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, groupOf, imUser, useImSockets, type ImUserFixture } from './im-client';

let clientIds = 0;
const clientId = () => `m${Date.now()}x${++clientIds}`;

/** A 2400×1200 JPEG carrying EXIF (a camera's copyright line and orientation). */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .withExif({ IFD0: { Copyright: '私人相机 GPS 信息' } })
    .jpeg()
    .toBuffer();
}

const sendImage = (server: TestServer, user: ImUserFixture, id: number, bytes: Uint8Array, cid = clientId()) =>
  upload(
    server,
    `/imapi/chat/image?id=${id}&clientId=${cid}`,
    { bytes, name: 'photo.jpg', type: 'image/jpeg' },
    { token: user.token },
  );

async function fetchBytes(server: TestServer, path: string): Promise<Buffer> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe.each(backends())('message media, deletion and mentions on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('deletes a sender’s own message for both sides, over the socket, at any age', async () => {
    const a = await imUser(server(), '删消息的人');
    const b = await imUser(server(), '看消息的人');
    const id = await friends(server(), a, b);
    const sb = await open(b.token);
    const sent = dataOf(
      await post(server(), '/imapi/chat/send', { id, clientId: clientId(), text: '发错了' }, { token: a.token }),
      imMessage,
    );
    await sb.next(ImCode.privateMessage);
    server().clock.advance(imLimits.recallWindowMs / 1000 + 60);
    expect(await post(server(), '/imapi/chat/delete', { id, seq: sent.seq }, { token: b.token })).toMatchObject({
      code: Code.forbidden,
    });
    expect((await post(server(), '/imapi/chat/delete', { id, seq: sent.seq }, { token: a.token })).code).toBe(200);
    expect(await sb.next(ImCode.deleted)).toEqual({ id, seq: sent.seq });

    const page = dataOf(
      await get(server(), '/imapi/chat/messages', { token: b.token, query: { id: String(id) } }),
      messagesPage,
    );
    expect(page.list.map((m) => [m.seq, m.deleted, m.text])).toEqual([[sent.seq, true, '']]);
    const item = dataOf(await get(server(), '/imapi/chat/list', { token: b.token }), chatList).find(
      (c) => c.id === id,
    )!;
    expect(item).toMatchObject({ lastMessage: '[消息已删除]', count: 0 });
  });

  it('re-encodes a sent picture without its EXIF, scaled, with a thumbnail, delivered as an image message', async () => {
    const a = await imUser(server(), '拍照的人');
    const b = await imUser(server(), '看图的人');
    const id = await friends(server(), a, b);
    const sb = await open(b.token);
    const cid = clientId();
    const photo = await cameraPhoto();
    const sent = dataOf(await sendImage(server(), a, id, photo, cid), imMessage);
    expect(sent).toMatchObject({ kind: 'image', text: '', code: ImCode.privateMessage });
    expect(sent.image).toMatchObject({ width: imLimits.imageSide, height: imLimits.imageSide / 2 });
    const delivered = (await sb.next(ImCode.privateMessage)) as ImMessage;
    expect(delivered.image).toEqual(sent.image);

    const full = await sharp(await fetchBytes(server(), sent.image!.url)).metadata();
    expect([full.format, full.width, full.exif]).toEqual(['webp', imLimits.imageSide, undefined]);
    const thumb = await sharp(await fetchBytes(server(), sent.image!.thumb)).metadata();
    expect([thumb.format, thumb.width]).toEqual(['webp', imLimits.thumbnailSide]);

    const again = dataOf(await sendImage(server(), a, id, photo, cid), imMessage);
    expect(again.seq).toBe(sent.seq);
    const item = dataOf(await get(server(), '/imapi/chat/list', { token: b.token }), chatList).find(
      (c) => c.id === id,
    )!;
    expect(item).toMatchObject({ lastMessage: '[图片]', count: 1 });
  });

  it('refuses what is not a picture, a picture over the limit, and a picture for a stranger’s conversation', async () => {
    const a = await imUser(server(), '乱传的人');
    const b = await imUser(server(), '好友乙');
    const stranger = await imUser(server(), '路人丙');
    const id = await friends(server(), a, b);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await sendImage(server(), a, id, svg)).toMatchObject({ code: Code.uploadTypeRejected });
    const huge = new Uint8Array(server().config.maxUploadBytes + 10);
    expect(await sendImage(server(), a, id, huge)).toMatchObject({ code: Code.uploadTooLarge });
    expect(await sendImage(server(), stranger, id, await cameraPhoto())).toMatchObject({ code: Code.imNotMember });
    const page = dataOf(
      await get(server(), '/imapi/chat/messages', { token: a.token, query: { id: String(id) } }),
      messagesPage,
    );
    expect(page.list).toEqual([]);
  });

  it('serves the emoji pictures the panel draws, and nothing outside them', async () => {
    const smile = await fetch(`${server().url}/imapi/emoji/1f600.svg`);
    expect(smile.headers.get('content-type')).toContain('image/svg+xml');
    expect(await smile.text()).toContain('<svg');
    expect((await get(server(), '/imapi/emoji/ffff0.svg')).code).toBe(Code.notFound);
    expect((await get(server(), '/imapi/emoji/..%2Fpackage.json')).code).toBe(Code.validationFailed);
  });

  it('marks a group conversation where an unread message @mentions me, until I read it', async () => {
    const owner = await imUser(server(), '群主艾特');
    const fan = await imUser(server(), '被艾特的');
    const other = await imUser(server(), '旁观者');
    await friends(server(), owner, fan);
    await friends(server(), owner, other);
    const id = await groupOf(server(), owner, '周末看球群', [fan, other]);
    const sent = dataOf(
      await post(
        server(),
        '/imapi/chat/send',
        { id, clientId: clientId(), text: '@被艾特的 今晚来吗', atInfo: [fan.id] },
        { token: owner.token },
      ),
      imMessage,
    );
    expect(sent.atInfo).toEqual([fan.id]);
    const itemFor = async (user: ImUserFixture) =>
      dataOf(await get(server(), '/imapi/chat/list', { token: user.token }), chatList).find((c) => c.id === id)!;
    expect(await itemFor(fan)).toMatchObject({ atMe: true, count: 1 });
    expect(await itemFor(other)).toMatchObject({ atMe: false, count: 1 });
    await post(server(), '/imapi/chat/read', { id, seq: sent.seq }, { token: fan.token });
    expect(await itemFor(fan)).toMatchObject({ atMe: false, count: 0 });
  });
});
