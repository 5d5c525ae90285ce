import { describe, expect, it } from 'vitest';
import { seedReference } from '../../src/feed/reference/seed-reference';
import { bundledDataset } from '../support/basketball-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * Instances started together on an empty schema, or rolling out new data, all seed the reference data
 * without a duplicate key; one of them writes it, the others find it written (docs/decisions/0056-web-doors.md).
 */
describe.each(backends())('reference data seeded by instances at once on $name', (backend) => {
  const server = useTestServer(backend);
  const extra = (name: string) => ({
    teams: [],
    oddsCompanies: [{ id: 9, name_zh: name, margin: 0.05, sort: 9 }],
  });
  const seedTogether = (name: string) =>
    Promise.all([1, 2, 3].map(() => seedReference(server().database.db, bundledDataset(), extra(name))));

  it('comes up on an empty schema and again with new data, seeding once each time', async () => {
    const db = server().database.db;
    expect((await seedTogether('首发')).filter(Boolean)).toHaveLength(1);
    const players = await db
      .selectFrom('players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(players?.n)).toBeGreaterThan(3000);

    expect((await seedTogether('新数据')).filter(Boolean)).toHaveLength(1);
    const company = await db.selectFrom('odds_companies').select('name_zh').where('id', '=', 9).executeTakeFirst();
    expect(company?.name_zh).toBe('新数据');
  });
});
