import { footballNavigation, lineups, textLive } from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFootball } from '../../src/feed/dataset/dataset';
import { createReplayProvider } from '../../src/feed/providers/replay/replay-provider';
import { dataOf, get } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const football = loadFootball('data');
/** 2026-11-22 20:00 Beijing: the day before has finished matches in every league. */
const anchor = Date.UTC(2026, 10, 22, 12) / 1000;
const latin = /[A-Za-z]{2}/;

describe.each(backends())('文字直播 and Chinese names of replayed matches on $name', (backend) => {
  const server = useTestServer(backend);
  let finished: { id: number; venue: string | null; round: string | null }[] = [];

  beforeAll(async () => {
    await seedFootballReference(server());
    const replay = createReplayProvider({ football, clock: () => anchor, speed: 1, anchor, daysBack: 1, daysAhead: 0 });
    await server().ingest.ingest([...replay.bootstrap()]);
    finished = await server()
      .database.db.selectFrom('matches')
      .select(['id', 'venue', 'round'])
      .where('sport', '=', 'football')
      .where('state', '=', FootballStatus.finished)
      .where('kickoff_at', '>=', anchor - 86_400)
      .orderBy('id')
      .execute();
  });

  it('tells a finished match in at least 40 lines, none alike, from kick-off to the final whistle', async () => {
    expect(finished.length).toBeGreaterThan(5);
    const counts: number[] = [];
    for (const { id } of finished.slice(0, 12)) {
      const data = dataOf(await get(server(), `/live/fb/match/live/textLive/${id}`), textLive);
      const texts = data.commentary.map((line) => line.text);
      expect(new Set(texts).size, `match ${id}`).toBe(texts.length);
      expect(data.commentary[0]?.key).toBe('whistle:kickoff');
      expect(data.commentary.at(-1)?.text).toMatch(/^全场比赛结束！/);
      expect(data.commentary.some((line) => line.kind === 'summary')).toBe(true);
      counts.push(texts.length);
    }
    const median = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(40);
  });

  it('shows venues and rounds in Chinese, and every player the name table knows under his Chinese name', async () => {
    const known = new Map(football.players.filter((p) => p.name !== p.sourceName).map((p) => [p.id, p.name]));
    let checked = 0;
    for (const match of finished) {
      if (match.venue !== null) expect(match.venue).not.toMatch(latin);
      const data = dataOf(await get(server(), `/live/fb/match/lineup/${match.id}`), lineups);
      for (const player of [data.home, data.away].flatMap((side) => [...side.starters, ...side.bench])) {
        const zh = player.playerId === null ? undefined : known.get(player.playerId);
        if (zh === undefined) continue;
        expect(player.name).toBe(zh);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('gives both teams their club colours for the badge', async () => {
    const first = finished[0];
    expect(first).toBeDefined();
    const header = dataOf(await get(server(), `/live/fb/match/live/navigation/${first?.id}`), footballNavigation);
    for (const team of [header.home, header.away]) {
      expect(
        team.colors?.every((c) => /^#[0-9A-F]{6}$/.test(c)),
        team.name,
      ).toBe(true);
    }
  });
});
