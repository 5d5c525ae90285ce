/** The types of backup.mjs, for apps/server/test/backup (TypeScript). */
export function backup(file: string, env?: Record<string, string | undefined>): Promise<'postgres' | 'sqlite'>;
