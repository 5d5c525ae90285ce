import { footballList, footballNavigation, oddsList, textLive } from '@kanqiu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFootball } from '../../src/feed/dataset/dataset';
import { ODDS_COMPANIES, fitStrengths } from '../../src/feed/odds';
import { createReplayOddsProvider } from '../../src/feed/providers/replay/replay-odds';
import { createReplayProvider } from '../../src/feed/providers/replay/replay-provider';
import { SUPER_LEAGUE, withSuperLeague } from '../../src/feed/providers/replay/super-league';
import { dataOf, get } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const football = withSuperLeague(loadFootball('data'));
const SUPER_LEAGUE_ID = 8;
/** Saturday 2026-02-28 23:59 Beijing: the 中超's opening weekend of 2024 (Saturday 2 March) moved by 104 weeks. */
const anchor = Date.parse('2026-02-28T23:59:00+08:00') / 1000;
const REAL_DAY = '2024-03-02';

describe.each(backends())('中超 2024, real scores with generated play, on $name', (backend) => {
  const server = useTestServer(backend);
  const real = football.history.find((s) => s.competition === SUPER_LEAGUE)!.matches.filter((m) => m.date === REAL_DAY);
  let rows: { id: number; li: number; homeName: string; score: [number, number]; source: string }[] = [];

  beforeAll(async () => {
    await seedFootballReference(server());
    server().clock.now = anchor;
    const timing = { clock: () => anchor, speed: 1, anchor, daysBack: 0, daysAhead: 0 };
    const replay = createReplayProvider({ football, ...timing });
    const odds = createReplayOddsProvider({ football, strengths: fitStrengths(football, [SUPER_LEAGUE]), ...timing });
    await server().ingest.ingest([...replay.bootstrap()]);
    await server().ingest.ingest([...odds.bootstrap()]);
    const results = dataOf(
      await get(server(), '/live/football/match', { query: { type: '2', date: '2026-02-28' } }),
      footballList,
    );
    rows = results.list.filter((row) => row.li === SUPER_LEAGUE_ID);
  });

  it('plays as many 中超 matches on the replayed Saturday as on the real one, with the real scores', () => {
    expect(real.length).toBeGreaterThan(1);
    expect(rows).toHaveLength(real.length);
    const shown = rows.map((row) => `${row.homeName} ${row.score.join('-')}`).sort();
    const expected = real.map((m) => `${m.home.zh} ${m.ft.join('-')}`).sort();
    expect(shown).toEqual(expected);
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['realScore']));
  });

  it('tells each match in goals that end at the real score, and labels it as a real score with generated play', async () => {
    for (const row of rows) {
      const header = dataOf(await get(server(), `/live/fb/match/live/navigation/${row.id}`), footballNavigation);
      expect(header.source).toBe('realScore');
      expect(header.home.colors).not.toBeNull();
      const live = dataOf(await get(server(), `/live/fb/match/live/textLive/${row.id}`), textLive);
      const goals = live.commentary.filter((line) => line.kind === 'goal');
      expect(goals).toHaveLength(row.score[0] + row.score[1]);
      expect(live.commentary.at(-1)?.text).toMatch(/^全场比赛结束！/);
    }
  });

  it('prices each match like the other leagues: every company’s 亚指, 欧指 and 大小 on its 指数 tab', async () => {
    for (const row of rows) {
      for (const type of ['1', '2', '3']) {
        const data = dataOf(await get(server(), `/live/odds/${row.id}`, { query: { type } }), oddsList);
        expect(data.list.map((line) => line.companyId)).toEqual(ODDS_COMPANIES.map((c) => c.id));
      }
    }
  });

  it('shows its 竞彩 SP on the 竞彩 list: 胜平负 and 让球胜平负', async () => {
    const jczq = dataOf(await get(server(), '/live/football/jczq', { query: { date: '2026-02-28' } }), footballList);
    const listed = jczq.list.filter((row) => row.li === SUPER_LEAGUE_ID);
    expect(listed.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const row of listed) {
      expect(row.sp?.result).toHaveLength(3);
      expect(row.sp?.handicapResult).toHaveLength(3);
      expect(Number.isInteger(row.sp?.handicap) && row.sp?.handicap !== 0).toBe(true);
    }
  });
});
