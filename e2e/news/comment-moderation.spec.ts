import type { APIRequestContext } from '@playwright/test';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { longPress, shootCommunity, signedInPage } from '../support/community';
import { expect, test } from '../support/fixtures';

/**
 * Moderation of one comment (docs/decisions/0072-one-report-store.md): a fan reports a comment by long press, an
 * operator hides it from the report queue (operator API), other fans read 该评论已被隐藏, its author still reads it, marked,
 * and is told in 互动消息. Screens go to docs/screenshots/community/.
 */
const asAdmin = { 'x-admin-token': process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789' };

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(body.msg);
  return body.data;
}

type Queue = { list: { subject: { id: number; content: string; post: { code: string } } | null }[] };

test('an operator hides a reported comment: others see 该评论已被隐藏, its author is told', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const accounts = ['楼主', '喷子', '路人'].map((prefix) => ({
    phone: randomPhone(),
    password: 'abc12345',
    nickName: randomNickName(prefix),
  }));
  const [asker, rude, reader] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]];
  const [askerToken, rudeToken] = [await registerThroughApi(request, asker), await registerThroughApi(request, rude)];
  await registerThroughApi(request, reader);
  const circles = await apiData<{ id: number; name: string }[]>(await request.get(`${apiUrl}/community/circles`));
  const circleId = circles.find((circle) => circle.name === '英超圈')!.id;
  const { code } = await apiData<{ code: string }>(
    await request.post(`${apiUrl}/community/posts`, {
      headers: { accessToken: askerToken },
      data: { circleId, content: `周末的伦敦德比你们怎么看？${Date.now() % 10000}` },
    }),
  );
  const rudeText = '加我私聊，内部消息稳赚不赔';
  await request.post(`${apiUrl}/community/posts/${code}/comments`, {
    headers: { accessToken: rudeToken },
    data: { content: rudeText },
  });

  const fan = await signedInPage(browser, reader, `/community/detail?code=${code}`);
  const comment = fan.getByTestId('post-comment').filter({ hasText: rudeText });
  await longPress(fan, comment.locator('.kq-pcomment-text'));
  await fan.getByRole('option', { name: '举报' }).click();
  await fan.getByRole('option', { name: '垃圾广告' }).click();
  await expect(fan.getByText('已收到举报，我们会尽快处理')).toBeVisible();

  const queue = await apiData<Queue>(
    await request.get(`${apiUrl}/admin/moderation/reports?subject=comment`, { headers: asAdmin }),
  );
  const reported = queue.list.flatMap((item) => (item.subject?.post.code === code ? [item.subject] : []));
  expect(reported.map((c) => c.content)).toEqual([rudeText]);
  await apiData(
    await request.post(`${apiUrl}/admin/community/comments/${reported[0]!.id}/hide`, {
      headers: asAdmin,
      data: { hidden: true },
    }),
  );

  await fan.reload();
  const hidden = fan.getByTestId('post-comment').first();
  await expect(hidden.locator('.kq-pcomment-text')).toHaveText('该评论已被隐藏');
  await expect(fan.getByText(rudeText)).toHaveCount(0);
  await shootCommunity(fan, 'comment-hidden');

  const author = await signedInPage(browser, rude, `/community/detail?code=${code}`);
  await expect(author.getByTestId('post-comment').first()).toContainText(rudeText);
  await expect(author.getByText('已被隐藏，仅自己可见')).toBeVisible();
  await shootCommunity(author, 'comment-hidden-author');
  await author.goto('/user/community?tab=notices');
  await expect(author.getByTestId('community-notice').first()).toContainText(
    '圈子管理员 隐藏了你的评论（违反社区规范）',
  );
  await shootCommunity(author, 'comment-hidden-notice');
});
