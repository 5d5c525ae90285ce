/**
 * An api-sports.io provider's competitions, teams and players mapped onto Kanqiu ids (table provider_ids). A known
 * league maps by its id or its name and country; a team by its English name (or the provider's name the sport's
 * table gives for it) among the bundled teams; a player by initial and surname among his team's squad
 * ("K. De Bruyne" → Kevin De Bruyne), or among the sport's players where it has no squads (API-Basketball writes
 * "James LeBron" for LeBron James). What matches nothing is created, its Chinese name
 * transliterated by the Xinhua rules and marked so (name_source, docs/decisions/0057-names-xinhua-transliteration.md),
 * in an id range of its own.
 */
import { transliterateName, type NameSource } from '@kanqiu/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/tables';

type Kind = 'competition' | 'team' | 'player';
type Sport = 'football' | 'basketball';
type CreatedRow =
  Insertable<Database['competitions']> | Insertable<Database['teams']> | Insertable<Database['players']>;

/** Rows the feed creates start here, far above the bundled data's ids. */
export const CREATED_ID_BASE = 9_000_000;

const tableOf = { competition: 'competitions', team: 'teams', player: 'players' } as const;

export type NamedPlayer = { id: number; name: string };

/** Lower case, without accents or punctuation, so "Atlético Madrid" and "Atletico Madrid" are one. */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const words = (name: string) => plainName(name).split(' ').sort().join(' ');

/** "K. De Bruyne" → { initial: 'k', surname: 'de bruyne' }; a single name is all surname. */
function initialAndSurname(name: string): { initial: string | null; surname: string } {
  const match = /^(\p{L})\.\s*(.+)$/u.exec(name.trim());
  return match
    ? { initial: plainName(match[1]!), surname: plainName(match[2]!) }
    : { initial: null, surname: plainName(name) };
}

function shortNamesFull(shortName: string, fullName: string): boolean {
  const full = plainName(fullName);
  const { initial, surname } = initialAndSurname(shortName);
  if (full === plainName(shortName)) return true;
  if (!full.endsWith(` ${surname}`)) return false;
  return initial === null || full.startsWith(initial);
}

/**
 * Whether two spellings name one player: the same, an initial and the surname ("M. Salah", "Mohamed Salah"), or the
 * same names in another order ("James LeBron", "LeBron James").
 */
export function namesSamePlayer(a: string, b: string): boolean {
  return shortNamesFull(a, b) || shortNamesFull(b, a) || words(a) === words(b);
}

/** How a league is told apart by name where its id is not known: "CBA|China". */
export const leagueKey = (name: string, country: string | null) => `${plainName(name)}|${plainName(country ?? '')}`;

/** A Chinese name for a Latin one by the Xinhua rules, and where it came from. */
export function chineseName(sourceName: string): { name: string; nameSource: NameSource } {
  const transliterated = transliterateName(sourceName, 'generic');
  return transliterated
    ? { name: transliterated.zh, nameSource: 'transliterated' }
    : { name: sourceName, nameSource: 'source' };
}

export function createIdentities(deps: {
  db: Db;
  provider: string;
  sport: Sport;
  /** The provider's league id → Kanqiu competition id. */
  leagues: ReadonlyMap<number, number>;
  /** leagueKey(name, country) → Kanqiu competition id, for leagues whose provider id is not written down. */
  leagueNames?: ReadonlyMap<string, number>;
  /** plainName(provider's team name) → the bundled team's `name`, where the two differ ("Los Angeles Lakers" → LAL). */
  teamNames?: ReadonlyMap<string, string>;
  /** Where a named player is looked for: his team's squad (football), or all the sport's players (basketball has no squads). */
  playerPool: 'squad' | 'sport';
}) {
  const { db, provider, sport } = deps;
  const cache = new Map<string, number>();
  const cacheKey = (kind: Kind, providerId: number | string) => `${kind}:${providerId}`;

  async function stored(kind: Kind, providerId: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('provider_ids')
      .select('kanqiu_id')
      .where('provider', '=', provider)
      .where('kind', '=', kind)
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    return row?.kanqiu_id;
  }

  async function remember(kind: Kind, providerId: string, kanqiuId: number, created: CreatedRow | null) {
    await db
      .insertInto('provider_ids')
      .values({
        provider,
        kind,
        provider_id: providerId,
        kanqiu_id: kanqiuId,
        created_row: created && JSON.stringify(created),
      })
      .onConflict((c) => c.columns(['provider', 'kind', 'provider_id']).doNothing())
      .execute();
    cache.set(cacheKey(kind, providerId), kanqiuId);
    return kanqiuId;
  }

  async function nextId(kind: Kind): Promise<number> {
    const row = await db
      .selectFrom(tableOf[kind])
      .select((eb) => eb.fn.max('id').as('top'))
      .where('id', '>=', CREATED_ID_BASE)
      .executeTakeFirst();
    return Math.max(CREATED_ID_BASE, Number(row?.top ?? CREATED_ID_BASE - 1) + 1);
  }

  /** The mapped id, else `match()`'s existing id, else a new row made by `make(id)`. */
  async function resolve(
    kind: Kind,
    providerId: number,
    match: () => Promise<number | undefined>,
    make: (id: number) => CreatedRow,
  ): Promise<number> {
    const key = String(providerId);
    const known = cache.get(cacheKey(kind, key)) ?? (await stored(kind, key));
    if (known !== undefined) return remember(kind, key, known, null);
    const existing = await match();
    if (existing !== undefined) return remember(kind, key, existing, null);
    const row = make(await nextId(kind));
    await db
      .insertInto(tableOf[kind])
      .values(row as never)
      .execute();
    return remember(kind, key, row.id!, row);
  }

  function competition(league: { id: number; name: string; country: string | null }): Promise<number> {
    return resolve(
      'competition',
      league.id,
      async () => deps.leagues.get(league.id) ?? deps.leagueNames?.get(leagueKey(league.name, league.country)),
      (id) => ({
        id,
        sport,
        name: league.name,
        name_zh: league.name,
        name_zh_full: league.name,
        letter: plainName(league.name).charAt(0).toUpperCase() || 'Z',
        country: league.country ?? '',
        kind: 'league',
        color: '#607d8b',
        hot: 0,
        sort: 1000,
      }),
    );
  }

  function team(apiTeam: { id: number; name: string }): Promise<number> {
    return resolve(
      'team',
      apiTeam.id,
      async () => {
        const rows = await db.selectFrom('teams').select(['id', 'name']).where('sport', '=', sport).execute();
        const wanted = plainName(deps.teamNames?.get(plainName(apiTeam.name)) ?? apiTeam.name);
        return rows.find((row) => plainName(row.name) === wanted)?.id;
      },
      (id) => {
        const zh = chineseName(apiTeam.name).name;
        return { id, sport, name: apiTeam.name, name_zh: zh, name_zh_full: zh, abbr: null, city: null, country: null };
      },
    );
  }

  async function squadOf(teamId: number) {
    if (deps.playerPool === 'squad') {
      return db
        .selectFrom('squad_members')
        .innerJoin('players', 'players.id', 'squad_members.player_id')
        .select(['players.id', 'players.source_name'])
        .where('squad_members.team_id', '=', teamId)
        .execute();
    }
    return db
      .selectFrom('players')
      .select(['id', 'source_name'])
      .where('sport', '=', sport)
      .where('id', '<', CREATED_ID_BASE)
      .execute();
  }

  /** The Kanqiu id and shown name of each of a team's players the provider names. */
  async function players(teamId: number, named: readonly NamedPlayer[]): Promise<Map<number, NamedPlayer>> {
    const squad = await squadOf(teamId);
    const result = new Map<number, NamedPlayer>();
    for (const player of named) {
      const id = await resolve(
        'player',
        player.id,
        async () => {
          // A player is in the squad once per competition: one person matched is one id.
          const found = new Set(
            squad
              .filter((row) => row.source_name && namesSamePlayer(player.name, row.source_name))
              .map((row) => row.id),
          );
          return found.size === 1 ? [...found][0] : undefined;
        },
        (newId) => {
          const shown = chineseName(player.name);
          return { id: newId, sport, name: shown.name, source_name: player.name, name_source: shown.nameSource };
        },
      );
      result.set(player.id, { id, name: player.name });
    }
    const names = await db
      .selectFrom('players')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set([...result.values()].map((p) => p.id)), -1])
      .execute();
    const shown = new Map(names.map((row) => [row.id, row.name]));
    for (const [apiId, player] of result)
      result.set(apiId, { id: player.id, name: shown.get(player.id) ?? player.name });
    return result;
  }

  /** Puts back the rows the feed created that a reseed of the bundled reference data removed. */
  async function restoreCreated(): Promise<number> {
    const mapped = await db
      .selectFrom('provider_ids')
      .select(['kind', 'kanqiu_id', 'created_row'])
      .where('provider', '=', provider)
      .where('created_row', 'is not', null)
      .execute();
    let restored = 0;
    for (const row of mapped) {
      const table = tableOf[row.kind];
      const present = await db.selectFrom(table).select('id').where('id', '=', row.kanqiu_id).executeTakeFirst();
      if (present) continue;
      await db
        .insertInto(table)
        .values(JSON.parse(row.created_row!) as never)
        .execute();
      restored += 1;
    }
    return restored;
  }

  return { competition, team, players, restoreCreated };
}

export type Identities = ReturnType<typeof createIdentities>;
