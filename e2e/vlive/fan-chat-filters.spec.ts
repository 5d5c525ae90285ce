import { anchorWithRoom } from '../support/api';
import { expect, test } from '../support/fixtures';
import { fan, imPost, signedIn } from '../message/im-fans';

test('a fan blocks a keyword and a user in a room’s chat, for themself only; repeated lines merge', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { roomId } = await anchorWithRoom(page.request, { title: '屏蔽测试间', category: 1 });
  const [viewer, spammer, chatty] = [
    await fan(page.request, '观众'),
    await fan(page.request, '刷屏'),
    await fan(page.request, '话痨'),
  ];
  const say = async (who: typeof viewer, text: string) =>
    expect(
      (await imPost(page.request, who, '/chat/msg', { group: String(roomId), clientId: crypto.randomUUID(), text }))
        .code,
    ).toBe(200);
  const tag = Date.now() % 10_000;
  const ad = `低价出球票 V信 ${tag}`;
  const chatter = `今天状态不行 ${tag}`;
  const kept = `好球！${tag}`;
  await say(spammer, ad);
  await say(chatty, chatter);
  await say(spammer, kept);
  for (let n = 0; n < 3; n += 1) await say(chatty, `666 ${tag}`);

  // A guest sees every line; the repeated one shows once with its count.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guest = await guestContext.newPage();
  await guest.goto(`/vlive/detail/${roomId}`);
  await guest.getByRole('button', { name: '聊天', exact: true }).click();
  const guestLine = (text: string) => guest.getByTestId('chat-line').filter({ hasText: text });
  await expect(guestLine(ad)).toBeVisible();
  await expect(guestLine(`666 ${tag}`)).toHaveCount(1);
  await expect(guestLine(`666 ${tag}`).getByTestId('chat-repeat')).toHaveText('×3');

  const { page: room, errors } = await signedIn(browser, viewer, `/vlive/detail/${roomId}`);
  await room.setViewportSize({ width: 375, height: 812 });
  await room.getByRole('button', { name: '聊天', exact: true }).click();
  const line = (text: string) => room.getByTestId('chat-line').filter({ hasText: text });
  await expect(line(ad)).toBeVisible();

  // 聊天设置: a keyword, folded (v信 finds V信); the line leaves at once.
  await room.getByTestId('chat-settings-open').click();
  const sheet = room.getByTestId('chat-settings');
  await sheet.getByLabel('屏蔽关键词').fill('v信');
  await sheet.getByRole('button', { name: '添加' }).click();
  await expect(sheet.getByText('v信')).toBeVisible();
  await expect(line(ad)).toHaveCount(0);
  await sheet.getByRole('radio', { name: '100 条' }).click();
  await room.screenshot({ path: 'docs/screenshots/chat/fan-settings.png' });
  await sheet.getByRole('button', { name: '完成' }).click();

  // A tap on a line: 屏蔽 its sender; their lines leave, others' stay.
  await line(chatter).click();
  await room.getByText(`屏蔽 ${chatty.nickName}（只对我生效）`).click();
  await expect(line(chatter)).toHaveCount(0);
  await expect(line(`666 ${tag}`)).toHaveCount(0);
  await expect(line(kept)).toBeVisible();

  // The filters are kept on the server: they hold after a reload, and a new line of the blocked fan stays hidden.
  await room.reload();
  await room.getByRole('button', { name: '聊天', exact: true }).click();
  await expect(line(kept)).toBeVisible();
  await say(chatty, `再说一句 ${tag}`);
  await say(spammer, `还有V 信 ${tag}`);
  await expect(guest.getByTestId('danmaku').getByText(`再说一句 ${tag}`)).toBeVisible();
  await expect(guestLine(`再说一句 ${tag}`)).toBeVisible();
  await expect(guestLine(`还有V 信 ${tag}`)).toBeVisible();
  await expect(line(`再说一句 ${tag}`)).toHaveCount(0);
  await expect(line(`还有V 信 ${tag}`)).toHaveCount(0);
  // Nor do they fly over the video as 弹幕.
  await expect(room.getByTestId('danmaku').getByText(`再说一句 ${tag}`)).toHaveCount(0);
  await expect(room.getByTestId('danmaku').getByText(`还有V 信 ${tag}`)).toHaveCount(0);
  await room.getByTestId('chat-settings-open').click();
  await expect(sheet.getByText(chatty.nickName)).toBeVisible();
  await expect(sheet.getByRole('radio', { name: '100 条' })).toHaveAttribute('aria-checked', 'true');
  await room.screenshot({ path: 'docs/screenshots/chat/fan-settings-lists.png' });

  // Nobody else's chat changed.
  await expect(guestLine(ad)).toBeVisible();
  await expect(guestLine(chatter)).toBeVisible();
  expect(errors).toEqual([]);
  await guestContext.close();
});
