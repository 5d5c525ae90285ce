import { expect, test } from '../support/fixtures';
import { fan, imPost, shot, signedIn } from './im-fans';

/**
 * Two fans in two browsers find each other, follow, chat (the unread mark rises on one side and clears
 * when read), form a group with a third friend, make the second fan 管理员, and that admin mutes the third.
 */
test('two fans follow each other, chat, form a group, and an admin mutes a member', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [a, b, c] = [await fan(request, '甲'), await fan(request, '乙'), await fan(request, '丙')];

  // A finds B by nickname and follows.
  const { page: pa, errors: errorsA } = await signedIn(browser, a, '/message/find');
  await pa.getByPlaceholder('输入昵称或 ID').fill(b.nickName);
  await pa.getByPlaceholder('输入昵称或 ID').press('Enter');
  await expect(pa.getByText(b.nickName)).toBeVisible();
  await shot(pa, 'find');
  await pa.getByTestId(`follow-${b.id}`).click();
  await expect(pa.getByTestId(`follow-${b.id}`)).toHaveText('已关注');

  // B sees the notice and follows back from A's card: now friends, and B opens the chat.
  const { page: pb, errors: errorsB } = await signedIn(browser, b, '/message');
  await expect(pb.getByTestId('entry-notice').locator('.kq-im-badge')).toHaveText('1');
  await pb.getByTestId('entry-notice').click();
  await expect(pb.getByTestId('notice').first()).toContainText(`${a.nickName} 关注了你`);
  await shot(pb, 'notice');
  await pb.goto(`/message/personal?id=${a.id}`);
  await pb.getByTestId(`follow-${a.id}`).click();
  await expect(pb.getByTestId(`follow-${a.id}`)).toHaveText('互相关注');
  await shot(pb, 'personal');
  await pb.getByTestId('send-message').click();
  await expect(pb).toHaveURL(/\/message\/chat\?id=\d+/);

  // A waits on the conversation list; B's message arrives over the socket with an unread mark.
  await pa.goto('/message');
  await pb.getByLabel('输入消息').fill('今晚一起看球吗？');
  await pb.getByRole('button', { name: '发送', exact: true }).click();
  await expect(pb.getByTestId('message').last()).toContainText('今晚一起看球吗？');
  const row = pa.getByTestId('conversation').filter({ hasText: b.nickName });
  await expect(row.locator('.kq-im-badge')).toHaveText('1');
  await expect(row).toContainText('今晚一起看球吗？');
  await shot(pa, 'conversations');

  // A reads it (the mark clears), replies, and B sees the reply and 已读 under its own message.
  await row.click();
  await expect(pa.getByTestId('message').last()).toContainText('今晚一起看球吗？');
  await pa.getByLabel('输入消息').fill('好啊，八点见');
  await pa.getByRole('button', { name: '发送', exact: true }).click();
  await expect(pb.getByTestId('message').last()).toContainText('好啊，八点见');
  await expect(pb.getByTestId('message').first()).toContainText('已读');
  await shot(pb, 'chat');
  await pa.goto('/message');
  await expect(pa.getByTestId('conversation').filter({ hasText: b.nickName }).locator('.kq-im-badge')).toHaveCount(0);

  // C becomes A's friend (through the API), then A forms a group with B and C.
  await imPost(request, c, '/imapi/user/follow', { userId: a.id });
  await imPost(request, a, '/imapi/user/follow', { userId: c.id });
  await pa.goto('/message/createGroup');
  await pa.getByRole('textbox', { name: '群名称' }).fill('周末看球群');
  await pa.getByTestId(`pick-${b.id}`).click();
  await pa.getByTestId(`pick-${c.id}`).click();
  await shot(pa, 'create-group');
  await pa.getByRole('button', { name: '创建群聊' }).click();
  await expect(pa).toHaveURL(/\/message\/chat\?id=\d+/);
  const groupId = Number(new URL(pa.url()).searchParams.get('id'));
  await expect(pa.getByText(`${a.nickName} 创建了群聊「周末看球群」`)).toBeVisible();

  // A (群主) makes B 管理员.
  await pa.goto(`/message/groupDetail?id=${groupId}`);
  await pa.getByTestId(`member-${b.id}`).click();
  await pa.getByText('设为管理员').click();
  await expect(pa.getByTestId(`member-${b.id}`)).toContainText('管理员');

  // B (管理员) mutes C for 10 minutes; C's send is refused.
  await pb.goto(`/message/groupDetail?id=${groupId}`);
  await pb.getByTestId(`member-${c.id}`).click();
  await pb.getByText('禁言 10 分钟').click();
  await expect(pb.getByTestId(`member-${c.id}`)).toContainText('禁言中');
  await shot(pb, 'group-detail');
  const refused = await imPost(request, c, '/imapi/chat/send', {
    id: groupId,
    clientId: `e2e${Date.now()}`,
    text: '我能说话吗',
  });
  expect(refused).toMatchObject({ code: 15003, msg: '你已被禁言，暂时不能发言' });

  await pb.goto(`/message/chat?id=${groupId}`);
  await expect(pb.getByText(`${c.nickName} 被禁言（10 分钟）`)).toBeVisible();
  await shot(pb, 'group-chat');
  await pa.goto('/message/groupList');
  await expect(pa.getByText('周末看球群')).toBeVisible();
  await shot(pa, 'group-list');

  expect([...errorsA, ...errorsB]).toEqual([]);
});
