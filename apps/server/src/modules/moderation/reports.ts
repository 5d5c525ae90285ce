import type { ModerationReport, ReportedSubject } from '@kanqiu/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { BlockScope, Blocks } from './blocks';
import {
  closeReports,
  insertReport,
  nickNameOf,
  pendingOf,
  pendingReport,
  reportRows,
  type ReportAction,
  type ReportStatus,
  type SubjectRef,
} from './reports.repository';

export type { SubjectRef } from './reports.repository';
type Kind = SubjectRef['kind'];

/** What the module owning a kind of subject tells the queue, and the actions it takes on its own content. */
export type SubjectHandler = {
  /** The subject as an operator sees it (`reporterId`: its first reporter); null when it is gone. */
  view(ref: SubjectRef, reporterId: number): Promise<ReportedSubject | null>;
  /** Where a block of the subject's author holds. */
  blockScope: BlockScope;
  remove?(ref: SubjectRef): Promise<void>;
  hide?(ref: SubjectRef): Promise<void>;
  /** After an operator's resolution: whom to tell (the reporters, the author). */
  resolved?(outcome: {
    reportId: number;
    action: ReportAction;
    minutes: number | undefined;
    authorId: number | null;
    reporterIds: number[];
  }): Promise<void>;
};

export type Reports = {
  /** The owner of a kind of subject says how to show it and act on it (each kind once). */
  describe(kind: Kind, handler: SubjectHandler): void;
  /** A fan's report, kept once per fan and subject; answers how many fans reported the subject. */
  file(input: { subject: SubjectRef; reporterId: number; reason: string }): Promise<number>;
  /** An operator acted on the subject outside the queue: its pending reports close with that action. */
  close(subject: SubjectRef, action: ReportAction): Promise<void>;
};

export type ReportsAdmin = {
  queue(query: { status: ReportStatus; subject?: Kind | undefined }): Promise<{ list: ModerationReport[] }>;
  resolve(input: { id: number; action: ReportAction; minutes?: number | undefined; note: string }): Promise<{
    closed: number;
  }>;
};

const QUEUE = 100;

function authorOf(subject: ReportedSubject | null): number | null {
  if (!subject) return null;
  switch (subject.kind) {
    case 'post':
      return subject.post.author.id;
    case 'user':
      return subject.user.id;
    default:
      return subject.author?.id ?? null;
  }
}

const keyOf = (ref: SubjectRef) => `${ref.kind}:${ref.id}:${ref.part ?? ''}`;

/** The one report store: fans file reports about a subject, operators work them from one queue. */
export function createReports(db: Db, clock: Clock, blocks: Blocks): Reports & ReportsAdmin {
  const handlers = new Map<Kind, SubjectHandler>([
    [
      'user',
      {
        blockScope: 'all',
        async view(ref) {
          const user = await nickNameOf(db, ref.id);
          return user ? { kind: 'user', user: { id: user.id, nickName: user.nick_name } } : null;
        },
      },
    ],
  ]);
  const handlerOf = (kind: Kind) => handlers.get(kind) ?? fail('validationFailed', '无法处理该类举报');

  async function act(
    ref: SubjectRef,
    handler: SubjectHandler,
    action: ReportAction,
    authorId: number | null,
    input: {
      minutes?: number | undefined;
      note: string;
    },
  ) {
    const refused = () => fail('validationFailed', '该举报不能这样处理');
    if (action === 'remove') await (handler.remove ?? refused)(ref);
    if (action === 'hide') await (handler.hide ?? refused)(ref);
    if (action === 'block') {
      if (authorId === null) return refused();
      const until = input.minutes === undefined ? null : clock() + input.minutes * 60;
      await blocks.block({ userId: authorId, scope: handler.blockScope, until, reason: input.note || '举报处理' });
    }
  }

  return {
    describe(kind, handler) {
      if (handlers.has(kind)) throw new Error(`Report subject ${kind} is described twice`);
      handlers.set(kind, handler);
    },

    file: ({ subject, reporterId, reason }) => insertReport(db, { ref: subject, reporterId, reason, now: clock() }),

    async close(subject, action) {
      const pending = await pendingOf(db, subject);
      await closeReports(
        db,
        pending.map((r) => r.id),
        { action, note: '', now: clock() },
      );
    },

    async queue({ status, subject }) {
      const rows = await reportRows(db, { status, kind: subject }, QUEUE * 3);
      const groups = new Map<string, { ref: SubjectRef; rows: typeof rows }>();
      for (const row of rows) {
        const ref = { kind: row.subject, id: row.subject_id, part: row.subject_part };
        const group = groups.get(keyOf(ref)) ?? { ref, rows: [] };
        group.rows.push(row);
        groups.set(keyOf(ref), group);
      }
      const list = await Promise.all(
        [...groups.values()].slice(0, QUEUE).map(async ({ ref, rows: [first, ...rest] }) => {
          const row = first!;
          return {
            id: row.id,
            subjectKind: ref.kind,
            subject: await handlerOf(ref.kind).view(ref, row.reporter_id),
            reporter: { id: row.reporter_id, nickName: row.nick_name },
            reports: rest.length + 1,
            reasons: [...new Set([row, ...rest].map((r) => r.reason))],
            status: row.status,
            action: row.action,
            note: row.note,
            createdAt: Number(row.created_at),
            resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
          };
        }),
      );
      return { list };
    },

    async resolve({ id, action, minutes, note }) {
      const report = (await pendingReport(db, id)) ?? fail('reportNotFound');
      const ref = { kind: report.subject, id: report.subject_id, part: report.subject_part };
      const handler = handlerOf(ref.kind);
      const pending = await pendingOf(db, ref);
      const subject = await handler.view(ref, pending[0]!.reporter_id);
      const authorId = authorOf(subject);
      await act(ref, handler, action, authorId, { minutes, note });
      await closeReports(
        db,
        pending.map((r) => r.id),
        { action, note, now: clock() },
      );
      const reporterIds = [...new Set(pending.map((r) => r.reporter_id))];
      await handler.resolved?.({ reportId: id, action, minutes, authorId, reporterIds });
      return { closed: pending.length };
    },
  };
}
