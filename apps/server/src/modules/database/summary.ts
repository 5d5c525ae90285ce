import type { CompetitionSummary } from '@kanqiu/contract';
import type { CompetitionRow } from './database.repository';

export function summary(row: CompetitionRow): CompetitionSummary {
  return {
    id: row.id,
    sport: row.sport,
    name: row.name_zh,
    nameFull: row.name_zh_full,
    kind: row.kind,
    color: row.color,
  };
}
