import { defaultSpoilerSettings, readSpoilerSettings, type SpoilerSettings } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';

/** A fan's 防剧透 settings, kept on the server so every device of theirs hides the same scores. */
export function createSpoilerService(db: Db, clock: Clock) {
  return {
    async settingsOf(userId: number): Promise<SpoilerSettings> {
      const row = await db
        .selectFrom('spoiler_settings')
        .select(['mode', 'match_ids', 'delay_seconds'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return defaultSpoilerSettings;
      return readSpoilerSettings({
        mode: row.mode,
        matchIds: JSON.parse(row.match_ids),
        delaySeconds: row.delay_seconds,
      });
    },

    async save(userId: number, sent: SpoilerSettings): Promise<SpoilerSettings> {
      const settings = readSpoilerSettings(sent);
      const values = {
        mode: settings.mode,
        match_ids: JSON.stringify(settings.matchIds),
        delay_seconds: settings.delaySeconds,
        updated_at: clock(),
      };
      await db
        .insertInto('spoiler_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return settings;
    },
  };
}

export type SpoilerService = ReturnType<typeof createSpoilerService>;
