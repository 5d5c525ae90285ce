import { animationRooms } from '@kanqiu/contract';
import { FootballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { dataOf, get } from '../support/api';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('动画直播 rooms on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;
  const rooms = async () => dataOf(await get(server(), '/vlive/anim/list'), animationRooms).list;

  it('lists every match in play, hot competitions first, then the competitions’ order', async () => {
    ({ ids } = await seedScenario(server()));
    const sortOf = async (id: number) =>
      (
        await server()
          .database.db.selectFrom('competitions')
          .select('sort')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).sort;
    const bySort = (
      await Promise.all(
        [
          { match: ids.arsenalChelsea, competition: competitionIds.England },
          { match: ids.madridBarcelona, competition: competitionIds.Spain },
        ].map(async (entry) => ({ ...entry, sort: await sortOf(entry.competition) })),
      )
    )
      .toSorted((a, b) => a.sort - b.sort)
      .map((entry) => entry.match);
    // Serie A made a non-hot competition: its match comes last whatever its order.
    await server()
      .database.db.updateTable('competitions')
      .set({ hot: 0 })
      .where('id', '=', competitionIds.Italy)
      .execute();
    server().readCache.invalidate(['live:football']);
    const list = await rooms();
    expect(list.map((room) => room.id)).toEqual([...bySort, ids.milanJuventus]);
    const arsenal = list.find((room) => room.id === ids.arsenalChelsea)!;
    expect(arsenal).toMatchObject({ sport: 'football', inPlay: true, homeScore: 1, awayScore: 0, state: 2 });
    expect(arsenal.home).toMatch(/\p{Script=Han}/u);
    expect(arsenal.homeColors).toEqual([expect.stringMatching(/^#[0-9A-Fa-f]{6}$/), expect.stringMatching(/^#/)]);
  });

  it('ends a room with its match', async () => {
    await server()
      .database.db.updateTable('matches')
      .set({ state: FootballStatus.finished })
      .where('id', '=', ids.madridBarcelona)
      .execute();
    server().readCache.invalidate(['live:football']);
    expect((await rooms()).map((room) => room.id)).not.toContain(ids.madridBarcelona);
  });
});
