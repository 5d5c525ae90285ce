import type { Db } from '../../../platform/db/database';

/**
 * Records a push's signature until `expiresAt`; false when it was already recorded (a replay). The
 * table is shared by every instance, so a replay sent to another instance is refused as well.
 */
export async function rememberSignature(db: Db, signature: string, expiresAt: number, now: number): Promise<boolean> {
  await db.deleteFrom('push_signatures').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('push_signatures')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .execute();
  return inserted.length > 0;
}

/** The competition and team ids among `ids` that the store does not know. */
export async function unknownReferences(
  db: Db,
  ids: { competitions: number[]; teams: number[] },
): Promise<{ competitions: number[]; teams: number[] }> {
  const [competitions, teams] = await Promise.all([
    ids.competitions.length === 0
      ? []
      : db.selectFrom('competitions').select('id').where('id', 'in', ids.competitions).execute(),
    ids.teams.length === 0 ? [] : db.selectFrom('teams').select('id').where('id', 'in', ids.teams).execute(),
  ]);
  const known = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  const [knownCompetitions, knownTeams] = [known(competitions), known(teams)];
  return {
    competitions: ids.competitions.filter((id) => !knownCompetitions.has(id)),
    teams: ids.teams.filter((id) => !knownTeams.has(id)),
  };
}
