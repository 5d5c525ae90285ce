import { oddsCompanies, oddsHistory, oddsList } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('football odds on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;
  let opened: number;

  beforeAll(async () => {
    const { matches, ids: scenarioIds } = await seedScenario(server());
    ids = scenarioIds;
    const m = matches.arsenalChelsea;
    opened = m.upsert.kickoffAt - 86_400;
    // Sent out of order: lines are ordered by time, not by arrival.
    await server().ingest.ingest([
      m.odds(1, 'asia', 'live', [0.88, 0.25, 0.97], opened + 3000),
      m.odds(1, 'asia', 'open', [0.9, 0.5, 0.95], opened),
      m.odds(1, 'asia', 'pre', [0.85, 0.5, 1.0], opened + 2000),
      m.odds(2, 'asia', 'open', [0.92, 0.5, 0.9], opened + 10),
      m.odds(3, 'euro', 'open', [1.8, 3.6, 4.2], opened),
      m.odds(3, 'euro', 'pre', [1.75, 3.7, 4.4], opened + 500),
    ]);
  });

  it('lists the companies in their order', async () => {
    const data = dataOf(await get(server(), '/live/odds/company'), oddsCompanies);
    expect(data.map((c) => c.companyId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data[0]).toEqual({ companyId: 1, nameZh: '看球指数' });
  });

  it('gives each company’s opening and current asian line with the last move (type 1, the default)', async () => {
    const data = dataOf(await get(server(), `/live/odds/${ids.arsenalChelsea}`), oddsList);
    expect(data).toMatchObject({ type: 1, market: 'asia', count: 2 });
    expect(data.list).toEqual([
      {
        companyId: 1,
        nameZh: '看球指数',
        open: [0.9, 0.5, 0.95],
        current: [0.88, 0.25, 0.97],
        changes: [1, -1, -1],
        updatedAt: opened + 3000,
      },
      {
        companyId: 2,
        nameZh: '均衡盘',
        open: [0.92, 0.5, 0.9],
        current: [0.92, 0.5, 0.9],
        changes: [0, 0, 0],
        updatedAt: opened + 10,
      },
    ]);
  });

  it('switches market by type: 2 european, 3 over/under', async () => {
    const euro = dataOf(await get(server(), `/live/odds/${ids.arsenalChelsea}`, { query: { type: '2' } }), oddsList);
    expect(euro).toMatchObject({ type: 2, market: 'euro', count: 1 });
    expect(euro.list[0]).toMatchObject({ companyId: 3, current: [1.75, 3.7, 4.4], changes: [-1, 1, 1] });
    const total = dataOf(await get(server(), `/live/odds/${ids.arsenalChelsea}`, { query: { type: '3' } }), oddsList);
    expect(total).toEqual({ type: 3, market: 'total', list: [], count: 0 });
  });

  it('gives one company’s lines in time order with up/down/same against the line before', async () => {
    const data = dataOf(
      await get(server(), `/live/odds/history/${ids.arsenalChelsea}`, { query: { type: '1', companyId: '1' } }),
      oddsHistory,
    );
    expect(data).toMatchObject({ companyId: 1, nameZh: '看球指数', market: 'asia' });
    expect(
      data.list.map((row) => [
        row.phase,
        row.left,
        row.middle,
        row.right,
        row.leftChange,
        row.middleChange,
        row.rightChange,
      ]),
    ).toEqual([
      ['open', 0.9, 0.5, 0.95, 0, 0, 0],
      ['pre', 0.85, 0.5, 1.0, -1, 0, 1],
      ['live', 0.88, 0.25, 0.97, 1, -1, -1],
    ]);
    expect(data.list[0]).toMatchObject({ minute: null, score: null, at: opened });
  });

  it('answers notFound for an unknown match or company', async () => {
    expect((await get(server(), '/live/odds/999999')).code).toBe(Code.notFound);
    expect((await get(server(), '/live/odds/history/999999', { query: { companyId: '1' } })).code).toBe(Code.notFound);
    const unknownCompany = await get(server(), `/live/odds/history/${ids.arsenalChelsea}`, {
      query: { companyId: '99' },
    });
    expect(unknownCompany).toMatchObject({ status: 200, code: Code.notFound, data: null });
  });

  it('lists nothing for a match without odds', async () => {
    expect(dataOf(await get(server(), `/live/odds/${ids.lyonPsg}`), oddsList)).toEqual({
      type: 1,
      market: 'asia',
      list: [],
      count: 0,
    });
  });
});
