import {
  moderationReportList,
  resolveModerationReportResult,
  type ModerationReport,
  type ReportSubjectKind,
} from '@kanqiu/contract';
import { useCallback, type ReactElement } from 'react';
import { formatShanghai } from '../../lib/format-date';
import type { HeaderApi } from '../../lib/header-api';
import { ActionBar } from './action-bar';
import { QueueList } from './queue-list';
import { authorOf, ReportedSubjectView, subjectNames } from './reported-subject';
import { useQueue, type Action } from './use-queue';

const DAY_MINUTES = 24 * 60;
/** What removing takes down, by kind (a user has nothing to remove). */
const removes: Partial<Record<ReportSubjectKind, string>> = {
  roomChatLine: '删除这条聊天消息？直播间里的每位观众都将看不到它。',
  imMessage: '删除这条消息？会话中的每位成员都将看不到它。',
  post: '删除这篇帖子？删除后不能恢复。',
  comment: '删除这条评论？删除后不能恢复，作者会收到通知。',
};
/** Where a block stops the author writing, by kind. */
const blockWhere: Record<ReportSubjectKind, string> = {
  roomChatLine: '直播间聊天',
  imMessage: '私信和群聊',
  post: '圈子',
  comment: '圈子',
  user: '所有地方',
};

function actionsOf(api: HeaderApi, report: ModerationReport): Action[] {
  const resolve =
    (action: string, extra: Record<string, number> = {}) =>
    () =>
      api.post('/admin/moderation/reports/resolve', resolveModerationReportResult, { id: report.id, action, ...extra });
  const kind = report.subjectKind;
  const subject = report.subject;
  const author = authorOf(subject);
  const who = author?.nickName ?? '该用户';
  const gone =
    !subject ||
    (subject.kind === 'roomChatLine' && subject.removed) ||
    (subject.kind === 'imMessage' && (subject.seq === null || !subject.message || subject.message.deleted));
  const hidden = subject && (subject.kind === 'post' || subject.kind === 'comment') ? subject.hidden : null;
  const actions: Action[] = [
    {
      label: '忽略',
      question: '忽略这些举报？内容保留，举报记为已驳回。',
      done: '已忽略',
      run: resolve('dismiss'),
    },
  ];
  const removal = removes[kind];
  if (removal)
    actions.push({ label: '删除', question: removal, done: '已删除', disabled: gone, run: resolve('remove') });
  if (hidden !== null)
    actions.push({
      label: '隐藏',
      question: '隐藏它？其他人将看不到，作者仍可见。',
      done: '已隐藏',
      disabled: hidden,
      run: resolve('hide'),
    });
  actions.push(
    {
      label: '封禁 1天',
      question: `禁止「${who}」在${blockWhere[kind]}发言 1 天？`,
      done: '已封禁 1 天',
      disabled: !author,
      run: resolve('block', { minutes: DAY_MINUTES }),
    },
    {
      label: '永久封禁',
      question: `永久禁止「${who}」在${blockWhere[kind]}发言？`,
      done: '已永久封禁',
      danger: true,
      disabled: !author,
      run: resolve('block'),
    },
  );
  return actions;
}

function ReportCard({
  api,
  report,
  reload,
}: {
  api: HeaderApi;
  report: ModerationReport;
  reload: () => Promise<void>;
}) {
  return (
    <li className="kq-admin-card" data-testid="report" data-kind={report.subjectKind} data-report-id={report.id}>
      <div className="kq-admin-card-head">
        <span className="kq-admin-kind">{subjectNames[report.subjectKind]}</span>
        <span className="kq-admin-reason">{report.reasons.join('、')}</span>
        <time>{formatShanghai(report.createdAt, 'MM-DD HH:mm')}</time>
      </div>
      <ReportedSubjectView subject={report.subject} />
      <p className="kq-admin-where">
        举报人 {report.reporter.nickName}
        {report.reports > 1 ? <span className="kq-admin-count">共 {report.reports} 人举报</span> : null}
      </p>
      <ActionBar actions={actionsOf(api, report)} reload={reload} />
    </li>
  );
}

/** The pending reports of one kind (or every kind), oldest first, each subject once and resolved in place. */
export function ModerationReports({
  api,
  kind,
  onCount,
}: {
  api: HeaderApi;
  kind: ReportSubjectKind | null;
  onCount: (count: number) => void;
}): ReactElement {
  const read = useCallback(async () => {
    const query: Record<string, string> = kind ? { status: 'pending', subject: kind } : { status: 'pending' };
    const result = await api.get('/admin/moderation/reports', moderationReportList, query);
    if (!result.ok) return result;
    onCount(result.data.list.length);
    return { ...result, data: result.data.list };
  }, [api, kind, onCount]);
  const queue = useQueue(read);
  return (
    <QueueList queue={queue} empty={`没有待处理的${kind ? subjectNames[kind] : ''}举报`}>
      {(report) => <ReportCard key={report.id} api={api} report={report} reload={queue.reload} />}
    </QueueList>
  );
}
