import type { TeamColorTable } from '@kanqiu/contract';

type ColourRow = { id: number; primary_color: string | null; secondary_color: string | null };

/**
 * Every team's badge colours, read from the teams table once and kept: they change only with the
 * reference data. An empty table (read before the feed seeded the teams) is not kept.
 */
export function createTeamColorTable(readRows: () => Promise<ColourRow[]>) {
  let table: TeamColorTable | null = null;
  return async (): Promise<TeamColorTable> => {
    if (table) return table;
    const colors: TeamColorTable['colors'] = {};
    for (const row of await readRows()) {
      if (row.primary_color !== null && row.secondary_color !== null) {
        colors[row.id] = [row.primary_color, row.secondary_color];
      }
    }
    const read = { colors };
    if (Object.keys(colors).length > 0) table = read;
    return read;
  };
}
