import type { Db } from '../../platform/db/database';

/** Which stored matches replay a real match: a replay plays one real match on several days (`<id>@<day>`). */
export function createReplayLookup(db: Db) {
  return {
    /** For each provider match id prefix, the newest stored match that kicked off by `before`; prefixes with none are left out. */
    async latestByPrefix(provider: string, prefixes: readonly string[], before: number): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      if (prefixes.length === 0) return found;
      const rows = await db
        .selectFrom('matches')
        .select(['id', 'provider_match_id'])
        .where('provider', '=', provider)
        .where('kickoff_at', '<=', before)
        .where((eb) => eb.or(prefixes.map((prefix) => eb('provider_match_id', 'like', `${prefix}%`))))
        .orderBy('kickoff_at', 'desc')
        .execute();
      for (const row of rows) {
        const prefix = prefixes.find((p) => row.provider_match_id.startsWith(p));
        if (prefix !== undefined && !found.has(prefix)) found.set(prefix, row.id);
      }
      return found;
    },

    /**
     * What `latestByPrefix` answers from: the provider's matches that kicked off by `before`, as their count and
     * latest kick-off. Its answers change only when this does (a replay kicks off, or retention drops one).
     */
    async kickedOff(provider: string, before: number): Promise<string> {
      const row = await db
        .selectFrom('matches')
        .select((eb) => [eb.fn.countAll().as('matches'), eb.fn.max('kickoff_at').as('latest')])
        .where('provider', '=', provider)
        .where('kickoff_at', '<=', before)
        .executeTakeFirst();
      return `${Number(row?.matches ?? 0)}:${Number(row?.latest ?? 0)}`;
    },
  };
}

export type ReplayLookup = ReturnType<typeof createReplayLookup>;
