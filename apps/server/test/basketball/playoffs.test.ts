import { basketballDetail, basketballList } from '@kanqiu/contract';
import { BasketballStatus } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { basketballProviders, seedBasketballReference } from '../support/basketball-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * 2026-04-21 14:00 Beijing: the third night of the generated 2025-26 season's play-offs (the first round
 * opens on Sunday 19 April). The morning's games are game 2 of the series that opened on Sunday.
 */
const NOW = Date.parse('2026-04-21T06:00:00Z') / 1000;
const DAY = '2026-04-21';
const NBA_ID = 101;

describe.each(backends())('NBA play-offs on $name', (backend) => {
  const server = useTestServer(backend);
  let rows: { id: number; li: number; s: number; round: string | null }[] = [];

  beforeAll(async () => {
    await seedBasketballReference(server());
    server().clock.now = NOW;
    await server().ingest.ingest(basketballProviders(NOW).bootstrap());
    const list = dataOf(
      await get(server(), '/live/basketball/match', { query: { type: '2', date: DAY } }),
      basketballList,
    );
    rows = list.scoreList.filter((row) => row.li === NBA_ID);
  });

  it('lists the night’s play-off games with their round, game and series score', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(4);
    for (const row of rows) {
      expect(row.s).toBe(BasketballStatus.finished);
      expect(row.round).toMatch(/^季后赛 [东西]部首轮 第2场 · 系列赛 [01]-[01]$/);
    }
  });

  it('names the round on the detail header', async () => {
    const detail = dataOf(await get(server(), `/live/basket/match/detail/${rows[0]!.id}`), basketballDetail);
    expect(detail.header.round).toBe(rows[0]!.round);
    expect(detail.header.season).toBeTruthy();
  });
});
