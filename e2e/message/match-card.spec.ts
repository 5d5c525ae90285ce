import { expect, test } from '../support/fixtures';
import { pushLiveMatch, sportsNow } from '../support/feed';
import { fan, friendsThroughApi, shot, signedIn } from './im-fans';

/** A fan shares a live match from its detail page into a chat; the friend sees the card and opens the match. */
test('a match shared from its detail page arrives as a card that opens the match', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const now = await sportsNow(request);
  const kickoff = now - 1500;
  const { id: matchId } = await pushLiveMatch(request, 'share', kickoff, [2, 1]);
  const [a, b] = [await fan(request, '分享'), await fan(request, '看卡片')];
  const id = await friendsThroughApi(request, a, b);

  const { page: pa, errors: errorsA } = await signedIn(browser, a, `/live/zq/detail/${matchId}`);
  await pa.getByTestId('share-match').click();
  const sheet = pa.getByTestId('share-sheet');
  await expect(sheet.getByText(b.nickName)).toBeVisible();
  await shot(pa, 'share-sheet');
  await sheet.getByText(b.nickName).click();
  await expect(pa.getByText(`已分享给「${b.nickName}」`)).toBeVisible();

  const { page: pb, errors: errorsB } = await signedIn(browser, b, `/message/chat?id=${id}`);
  const card = pb.locator(`[data-testid="match-card"][data-match-id="${matchId}"]`);
  await expect(card).toContainText('2 - 1');
  await expect(card).toContainText('分享时进行中');
  await expect(card).toContainText('阿森纳');
  await shot(pb, 'match-card');
  await card.click();
  await expect(pb).toHaveURL(new RegExp(`/live/zq/detail/${matchId}$`));
  expect([...errorsA, ...errorsB]).toEqual([]);
});
