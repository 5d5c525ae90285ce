import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

export interface OddsCompaniesTable {
  id: number;
  name_zh: string;
  margin: number;
  sort: number;
}

export interface OddsLinesTable {
  id: Generated<number>;
  line_key: string;
  match_id: number;
  company_id: number;
  /** A company's market, or a lottery's (jcSpf, jcRq, bdSpf, bdRq). */
  market: 'asia' | 'euro' | 'total' | 'jcSpf' | 'jcRq' | 'bdSpf' | 'bdRq';
  phase: 'open' | 'pre' | 'live';
  left_value: number;
  middle_value: number;
  right_value: number;
  /** A lottery 让球 line's whole goals added to the home score; null otherwise. */
  handicap: ColumnType<number | null, number | null | undefined, number | null>;
  minute: number | null;
  score: string | null;
  at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    odds_companies: OddsCompaniesTable;
    odds_lines: OddsLinesTable;
  }
}
