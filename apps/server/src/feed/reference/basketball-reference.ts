import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db/tables';
import type { BasketballData } from '../dataset/types';
import { cbaTeamIds, nbaPlayerIds, nbaTeamIds } from '../providers/basketball/ratings';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no basketball id for ${key}`);
  return id;
}

/** NBA and CBA teams under the ids the basketball provider gives them. The data has no English names, so `name` is the code. */
export function basketballTeamRows({ nba, cba }: BasketballData): Rows<'teams'> {
  const nbaIds = nbaTeamIds(nba);
  const cbaIds = cbaTeamIds(cba);
  return [
    ...nba.teams.map((t) => ({
      id: idOf(nbaIds, t.code),
      sport: 'basketball' as const,
      name: t.abbr,
      name_zh: t.zh,
      name_zh_full: t.zhFull,
      abbr: t.abbr,
      city: null,
      country: 'USA',
    })),
    ...cba.teams.map((t) => ({
      id: idOf(cbaIds, t.key),
      sport: 'basketball' as const,
      name: t.key,
      name_zh: t.zh,
      name_zh_full: t.zhFull,
      abbr: null,
      city: t.city,
      country: 'China',
    })),
  ];
}

/** NBA players, once each (a traded player keeps one id); the CBA has no open player data. */
export function basketballPlayerRows({ nba }: BasketballData): Rows<'players'> {
  const ids = nbaPlayerIds(nba);
  const seen = new Set<number>();
  return nba.players.flatMap((p) => {
    const id = idOf(ids, p.bbrefId);
    if (seen.has(id)) return [];
    seen.add(id);
    return [
      {
        id,
        sport: 'basketball' as const,
        name: p.name,
        role: null,
        birth_date: null,
        height: null,
        weight: null,
        foot: null,
        nationality: null,
      },
    ];
  });
}
