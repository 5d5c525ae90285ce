import type { OddsMarket } from '@kanqiu/contract';
import type { Db } from '../../platform/db/database';

export type Market = OddsMarket;

export function findCompanies(db: Db) {
  return db.selectFrom('odds_companies').select(['id', 'name_zh']).orderBy('sort').orderBy('id').execute();
}

export type CompanyRow = Awaited<ReturnType<typeof findCompanies>>[number];

/** Every line of one market of a match, oldest first (the (match, market, company, at) index). */
export function findLines(db: Db, matchId: number, market: Market, companyId?: number) {
  let query = db
    .selectFrom('odds_lines')
    .select(['company_id', 'phase', 'left_value', 'middle_value', 'right_value', 'minute', 'score', 'at'])
    .where('match_id', '=', matchId)
    .where('market', '=', market);
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
  return query.orderBy('company_id').orderBy('at').orderBy('id').execute();
}

export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

/** One company's lines of two markets for many matches, oldest first: the last of each is current. */
export function findMainLines(db: Db, matchIds: readonly number[], companyId: number) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('odds_lines')
    .select(['match_id', 'market', 'middle_value'])
    .where('match_id', 'in', matchIds)
    .where('company_id', '=', companyId)
    .where('market', 'in', ['asia', 'total'])
    .orderBy('at')
    .orderBy('id')
    .execute();
}
