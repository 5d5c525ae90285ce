import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { fan, friendsThroughApi, imPost, shot, signedIn } from './im-fans';

/**
 * The composer beyond text: an emoji from the panel drawn as a picture, a photo sent as a thumbnail that
 * opens full size, a message deleted by its sender and gone on the other side, and an @mention in a group
 * that the mentioned fan sees marked in the list and in the chat.
 */

/** A pitch drawn as a 1600×1000 PNG: what a fan might photograph from the stands. */
function pitchPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#2f8f46"/>
    <g fill="none" stroke="#fff" stroke-width="10">
      <rect x="60" y="60" width="1480" height="880"/><line x1="800" y1="60" x2="800" y2="940"/>
      <circle cx="800" cy="500" r="130"/><rect x="60" y="300" width="220" height="400"/>
      <rect x="1320" y="300" width="220" height="400"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Holds the pointer on an element until the action sheet opens (the long press is 1 s). */
async function longPress(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator('.adm-action-sheet')).toBeVisible();
  await page.mouse.up();
}

test('emoji, a photo, deleting a message, and an @mention in a group', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [a, b, c] = [await fan(request, '表情'), await fan(request, '看图'), await fan(request, '艾特')];
  const direct = await friendsThroughApi(request, a, b);
  await friendsThroughApi(request, a, c);

  const { page: pa, errors: errorsA } = await signedIn(browser, a, `/message/chat?id=${direct}`);
  const { page: pb, errors: errorsB } = await signedIn(browser, b, `/message/chat?id=${direct}`);

  // A opens the emoji panel (loaded on demand), picks two, and sends them with text.
  await pa.getByLabel('输入消息').fill('进球了');
  await pa.getByRole('button', { name: '表情' }).click();
  const panel = pa.getByTestId('emoji-panel');
  await panel.getByRole('button', { name: '足球', exact: true }).click();
  await panel.getByRole('button', { name: '鼓掌', exact: true }).click();
  await expect(pa.getByLabel('输入消息')).toHaveValue('进球了[足球][鼓掌]');
  await panel.evaluate((element) => element.scrollTo(0, 0));
  await expect
    .poll(() =>
      panel.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await shot(pa, 'emoji-panel');
  await pa.getByRole('button', { name: '发送', exact: true }).click();
  const cheer = pb.getByTestId('message').filter({ hasText: '进球了' });
  await expect(cheer.locator('img.kq-im-emoji')).toHaveCount(2);
  await expect(cheer.locator('img.kq-im-emoji').first()).toHaveJSProperty('complete', true);
  expect(
    await cheer
      .locator('img.kq-im-emoji')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // A sends a photo: B sees the thumbnail and opens it full size.
  await pa
    .getByTestId('image-input')
    .setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: await pitchPhoto() });
  const photo = pb.locator('.kq-im-image img');
  await expect(photo).toHaveCount(1);
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  await shot(pb, 'chat-media');
  await photo.click();
  await expect(pb.locator('.adm-image-viewer-content img')).toBeVisible();
  await shot(pb, 'image-viewer');
  await pb.reload();

  // A deletes the cheer: confirmed once, it disappears on both sides.
  await longPress(pa, pa.getByTestId('message').filter({ hasText: '进球了' }).locator('.kq-im-bubble'));
  await shot(pa, 'message-actions');
  await pa.locator('.adm-action-sheet').getByText('删除', { exact: true }).click();
  await pa.locator('.adm-dialog').getByText('删除', { exact: true }).click();
  await expect(pa.getByTestId('message').filter({ hasText: '进球了' })).toHaveCount(0);
  await expect(pb.getByTestId('message').filter({ hasText: '进球了' })).toHaveCount(0);
  await expect(pb.locator('.kq-im-image img')).toHaveCount(1);

  // A forms a group with B and C; C types @ and picks A from the member list.
  const created = await imPost(request, a, '/imapi/group/create', { name: '看球搭子群', memberIds: [b.id, c.id] });
  const groupId = (created.data as { id: number }).id;
  const { page: pc, errors: errorsC } = await signedIn(browser, c, `/message/chat?id=${groupId}`);
  await pc.getByLabel('输入消息').fill('今晚谁来');
  await pc.getByLabel('输入消息').press('@');
  const picker = pc.getByTestId('mention-picker');
  await expect(picker.getByText(a.nickName)).toBeVisible();
  await expect(picker.getByText(c.nickName)).toHaveCount(0);
  await shot(pc, 'mention-picker');
  await picker.getByText(a.nickName).click();
  await pc.getByLabel('输入消息').pressSequentially('一起看');
  await expect(pc.getByLabel('输入消息')).toHaveValue(`今晚谁来@${a.nickName} 一起看`);
  await pc.getByRole('button', { name: '发送', exact: true }).click();

  // A sees 有人@我 on the group in the list (and it counts as unread), then the mention marked in the chat.
  await pa.goto('/message');
  const group = pa.getByTestId('conversation').filter({ hasText: '看球搭子群' });
  await expect(group).toContainText('[有人@我]');
  await expect(group.locator('.kq-im-badge')).toHaveText('1');
  await shot(pa, 'mention-list');
  await group.click();
  await expect(pa.locator('.kq-im-msg.is-mention mark.kq-im-mention')).toHaveText(`@${a.nickName}`);
  await shot(pa, 'mention-chat');
  // B was not mentioned: the same message is plain for B.
  await pb.goto(`/message/chat?id=${groupId}`);
  await expect(pb.getByTestId('message').filter({ hasText: '今晚谁来' })).toBeVisible();
  await expect(pb.locator('.kq-im-msg.is-mention')).toHaveCount(0);

  expect([...errorsA, ...errorsB, ...errorsC]).toEqual([]);
});
