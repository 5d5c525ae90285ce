import { lotteryDayOf } from '@kanqiu/domain';
import { Team } from '@kanqiu/test-factories';
import { apiUrl } from '../support/api';
import { pushedMatch, pushFeed, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';

/**
 * The 竞彩 and 北单 lists show SP on every row, 胜平负 and 让球胜平负 with the handicap
 * (docs/decisions/0036-lottery-sp-in-odds-lines.md). Our own match is pushed two hours ahead with its SP lines and
 * found on the list by id (the replayed calendar has its own rows, which carry the odds model's SP).
 */
test('竞彩 and 北单 rows show their SP, 胜平负 and 让球 with the handicap, labelled as model-made', async ({
  page,
  request,
}) => {
  const kickoff = (await sportsNow(request)) + 2 * 3600;
  const day = lotteryDayOf(kickoff);
  const match = pushedMatch(`sp-${Date.now()}`, kickoff);
  const opened = kickoff - 48 * 3600;
  await pushFeed(request, [
    match.upsert,
    match.odds(100, 'jcSpf', 'pre', [1.72, 3.55, 4.1], opened),
    { ...match.odds(100, 'jcRq', 'pre', [3.4, 3.45, 1.86], opened), handicap: -1 },
    match.odds(101, 'bdSpf', 'pre', [1.95, 3.98, 4.62], opened),
    { ...match.odds(101, 'bdRq', 'pre', [3.82, 3.9, 2.1], opened), handicap: -1 },
  ]);
  const response = await request.get(`${apiUrl}/live/football/jczq`, { params: { date: day } });
  const list = (
    (await response.json()) as { data: { list: { id: number; homeId: number; awayId: number; ot: number }[] } }
  ).data.list;
  const id = list.find((r) => r.homeId === Team.arsenal && r.awayId === Team.manCity && r.ot === kickoff)?.id;
  expect(id, 'the pushed match is on the 竞彩 list').toBeDefined();

  await page.goto(`/live/zq/4?date=${day}`);
  const row = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await expect(row.getByTestId('sp-result')).toHaveText(/非让.*胜1\.72.*平3\.55.*负4\.10/);
  await expect(row.getByTestId('sp-handicap')).toHaveText(/让-1.*胜3\.40.*平3\.45.*负1\.86/);
  await expect(row.locator('.kq-row-lottery')).toHaveText(/周.\d{3}/);
  await expect(page.getByText(/竞彩 SP 由赔率模型生成/)).toBeVisible();
  // Every row of the list has its SP block (priced or not yet).
  const rows = page.getByTestId('match-row');
  await expect(rows.locator('.kq-sp')).toHaveCount(await rows.count());
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/realism/jczq-sp.png' });

  await page.goto(`/live/zq/5?date=${day}`);
  const bjdcRow = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await expect(bjdcRow.getByTestId('sp-result')).toHaveText(/胜1\.95.*平3\.98.*负4\.62/);
  await expect(bjdcRow.getByTestId('sp-handicap')).toHaveText(/让-1.*胜3\.82/);
  await expect(page.getByText(/北单 SP 由赔率模型生成，为参考值/)).toBeVisible();
  await bjdcRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/realism/bjdc-sp.png' });
});
