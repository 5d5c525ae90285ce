import { circleList, createdPost, postDetail, uploadedPostImage } from '@kanqiu/contract';
import { Code, FREE_POST_IMAGE_GRACE_SECONDS } from '@kanqiu/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureCircles } from '../../src/modules/community/community-seed';
import { createPostMedia } from '../../src/modules/community/post-media.service';
import { dataOf, get, post, registerUser, upload, type TestUser } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

/** The module's sweep (its background job runs the same), on the test server's clock. */
function sweeper(server: TestServer) {
  const clock = () => server.clock.now;
  const { store, config } = server;
  return createPostMedia({
    db: server.database.db,
    clock,
    sportsClock: clock,
    store,
    maxUploadBytes: config.maxUploadBytes,
  });
}

describe.each(backends())('pictures uploaded for a post never posted on $name', (backend) => {
  const server = useTestServer(backend);
  let writer: TestUser;
  let circleId: number;
  const uploadPhoto = async () =>
    dataOf(
      await upload(
        server(),
        '/community/images',
        { bytes: await photo(), name: 'p.jpg', type: 'image/jpeg' },
        { token: writer.token },
      ),
      uploadedPostImage,
    );
  const files = (name: string) =>
    ['', '-thumb'].map((suffix) => join(server().config.dataDir, 'uploads', 'community', `${name}${suffix}.webp`));
  const rows = async (names: string[]) =>
    (await server().database.db.selectFrom('post_images').select('name').where('name', 'in', names).execute())
      .map((row) => row.name)
      .toSorted();

  it('are removed, files and rows, once the grace period has passed; posted ones stay', async () => {
    await seedFootballReference(server());
    await ensureCircles(server().database.db);
    circleId = dataOf(await get(server(), '/community/circles'), circleList)[0]!.id;
    writer = await registerUser(server());
    const draft = await uploadPhoto();
    const posted = await uploadPhoto();
    const { code } = dataOf(
      await post(
        server(),
        '/community/posts',
        { circleId, content: '带图的帖子', images: [posted.name] },
        {
          token: writer.token,
        },
      ),
      createdPost,
    );
    const sweep = sweeper(server());

    server().clock.advance(FREE_POST_IMAGE_GRACE_SECONDS - 1);
    expect(await sweep.sweepFreeImages()).toEqual({ removed: 0, more: false });
    expect(files(draft.name).every(existsSync)).toBe(true);

    server().clock.advance(2);
    expect(await sweep.sweepFreeImages()).toEqual({ removed: 1, more: false });
    expect(files(draft.name).some(existsSync)).toBe(false);
    expect(await rows([draft.name, posted.name])).toEqual([posted.name]);
    expect(files(posted.name).every(existsSync)).toBe(true);
    const shown = dataOf(await get(server(), `/community/posts/${code}`), postDetail);
    expect((await fetch(server().url + shown.images[0]!.url)).status).toBe(200);

    // The draft is posted too late: its picture is gone, and the post says so instead of showing a broken one.
    const late = await post(
      server(),
      '/community/posts',
      { circleId, content: '迟到的草稿', images: [draft.name] },
      {
        token: writer.token,
      },
    );
    expect(late.code).toBe(Code.postImageUnknown);
  });

  it('keeps a draft’s picture that is posted within the grace period', async () => {
    const draft = await uploadPhoto();
    server().clock.advance(FREE_POST_IMAGE_GRACE_SECONDS - 60);
    const posted = await post(
      server(),
      '/community/posts',
      { circleId, content: '草稿发出了', images: [draft.name] },
      {
        token: writer.token,
      },
    );
    expect(posted.code).toBe(Code.ok);
    server().clock.advance(120);
    expect((await sweeper(server()).sweepFreeImages()).removed).toBe(0);
    expect(await rows([draft.name])).toEqual([draft.name]);
    expect(files(draft.name).every(existsSync)).toBe(true);
  });
});
