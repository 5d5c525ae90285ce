import { mkdirSync } from 'node:fs';
import { FootballStatus } from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
import { liveMatchId, pushFeed, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';

/**
 * A 中超 2024 match has its real score but simulated play, and the football list's banner says so under the
 * replay note (docs/decisions/0038-football-list-says-simulated.md). Our own 中超 match (the first two clubs of the 2024
 * season's team rows) is pushed in its first half, so 即时 lists it at any hour.
 */
const SUPER_LEAGUE_ID = 8;
const SUPER_LEAGUE_TEAM = 300_000;

test('the list banner says a 中超 match’s score is real and its play simulated', async ({ page, request }) => {
  const kickoffAt = (await sportsNow(request)) - 20 * 60;
  const match = matchEvents(`csl-${Date.now()}`, {
    provider: 'e2e',
    kickoffAt,
    source: 'realScore',
    competitionId: SUPER_LEAGUE_ID,
    season: '2024',
    round: '12',
    homeTeamId: SUPER_LEAGUE_TEAM,
    awayTeamId: SUPER_LEAGUE_TEAM + 1,
    venue: null,
  });
  await pushFeed(request, [match.upsert, match.state(FootballStatus.firstHalf, kickoffAt, 1), match.score([1, 0])]);
  const id = await liveMatchId(request, SUPER_LEAGUE_TEAM, SUPER_LEAGUE_TEAM + 1, kickoffAt);

  await page.goto('/live/zq/0');
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${id}"]`)).toBeVisible();
  const note = page.getByTestId('simulated-note');
  await expect(note).toHaveText(/^模拟(.+、)?中超.*：比分真实，过程模拟（比赛事件由模型生成）$/);
  await expect(page.getByText('比分与事件按真实分钟播出')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  mkdirSync('docs/screenshots/realism', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/realism/super-league-banner.png' });
});
