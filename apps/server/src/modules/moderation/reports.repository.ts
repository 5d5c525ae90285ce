import type { Db } from '../../platform/db/database';
import type { ModerationReportsTable } from './tables';

type Row = ModerationReportsTable;
export type SubjectRef = { kind: Row['subject']; id: number; part: number | null };
export type ReportStatus = 'pending' | 'actioned' | 'dismissed';
export type ReportAction = NonNullable<Row['action']>;

const ofSubject = (db: Db, ref: SubjectRef) =>
  db
    .selectFrom('moderation_reports')
    .where('subject', '=', ref.kind)
    .where('subject_id', '=', ref.id)
    .where('subject_part', ref.part === null ? 'is' : '=', ref.part);

/** Records a report unless this reporter already reported the subject; answers how many fans reported it. */
export async function insertReport(
  db: Db,
  report: { ref: SubjectRef; reporterId: number; reason: string; now: number },
): Promise<number> {
  const { ref } = report;
  const earlier = await ofSubject(db, ref).select('id').where('reporter_id', '=', report.reporterId).executeTakeFirst();
  if (!earlier)
    await db
      .insertInto('moderation_reports')
      .values({
        subject: ref.kind,
        subject_id: ref.id,
        subject_part: ref.part,
        reporter_id: report.reporterId,
        reason: report.reason,
        created_at: report.now,
      })
      .execute();
  const row = await ofSubject(db, ref)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Reports of one status (and kind) with their reporters, oldest first when pending, else newest first. */
export function reportRows(db: Db, filter: { status: ReportStatus; kind: Row['subject'] | undefined }, limit: number) {
  let query = db
    .selectFrom('moderation_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.subject',
      'r.subject_id',
      'r.subject_part',
      'r.reporter_id',
      'u.nick_name',
      'r.reason',
      'r.status',
      'r.action',
      'r.note',
      'r.created_at',
      'r.resolved_at',
    ])
    .where('r.status', '=', filter.status);
  if (filter.kind) query = query.where('r.subject', '=', filter.kind);
  return query
    .orderBy('r.id', filter.status === 'pending' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
}

export function pendingReport(db: Db, id: number) {
  return db
    .selectFrom('moderation_reports')
    .select(['id', 'subject', 'subject_id', 'subject_part'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The subject's pending reports: who reported it. */
export function pendingOf(db: Db, ref: SubjectRef) {
  return ofSubject(db, ref).select(['id', 'reporter_id']).where('status', '=', 'pending').orderBy('id').execute();
}

/** Closes these reports with the operator's action, note and time. */
export async function closeReports(
  db: Db,
  ids: readonly number[],
  outcome: { action: ReportAction; note: string; now: number },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('moderation_reports')
    .set({
      status: outcome.action === 'dismiss' ? 'dismissed' : 'actioned',
      action: outcome.action,
      note: outcome.note,
      resolved_at: outcome.now,
    })
    .where('id', 'in', ids)
    .execute();
}

export function nickNameOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'nick_name']).where('id', '=', userId).executeTakeFirst();
}
