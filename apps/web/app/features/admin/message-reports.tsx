import { imReportList, resolveReportResult, type ImReport } from '@kanqiu/contract';
import { useCallback, type ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { formatShanghai } from '../../lib/format-date';
import type { HeaderApi } from '../../lib/header-api';
import { useRootData } from '../../lib/root-data';
import { ActionBar } from './action-bar';
import { QueueList } from './queue-list';
import { useQueue, type Action } from './use-queue';

/** What the reported message held, as plain text (never HTML), or its thumbnail. */
function ReportedContent({ report }: { report: ImReport }): ReactElement {
  const { publicHosts } = useRootData();
  const message = report.message;
  if (report.seq === null) return <p className="kq-admin-quote is-muted">举报整个会话（未指定消息）</p>;
  if (!message) return <p className="kq-admin-quote is-muted">消息已不存在</p>;
  if (message.deleted) return <p className="kq-admin-quote is-muted">消息已删除</p>;
  if (message.recalled) return <p className="kq-admin-quote is-muted">消息已被发送者撤回</p>;
  if (message.image)
    return (
      <img
        className="kq-admin-thumb"
        src={apiAssetUrl(message.image.thumb, publicHosts) ?? undefined}
        alt="被举报的图片"
        loading="lazy"
      />
    );
  const label = message.match ? '分享的比赛：' : '';
  return (
    <p className="kq-admin-quote" data-testid="reported-text">
      {label}
      {message.text}
    </p>
  );
}

function resolutions(api: HeaderApi, report: ImReport): Action[] {
  const resolve =
    (action: string, extra: Record<string, number> = {}) =>
    () =>
      api.post('/admin/im/reports/resolve', resolveReportResult, { id: report.id, action, ...extra });
  const who = report.target?.nickName ?? '该用户';
  const gone = report.seq === null || !report.message || report.message.deleted;
  return [
    {
      label: '忽略',
      question: '忽略这条举报？消息保留，举报人会收到“暂未发现违规”的通知。',
      done: '已忽略',
      run: resolve('dismiss'),
    },
    {
      label: '删除消息',
      question: '删除这条消息？会话中的每位成员都将看不到它。',
      done: '消息已删除',
      disabled: gone,
      run: resolve('deleteMessage'),
    },
    {
      label: '禁言 1天',
      question: `禁言「${who}」1 天？期间不能发送私信和群聊消息。`,
      done: '已禁言 1 天',
      disabled: !report.target,
      run: resolve('mute', { minutes: 24 * 60 }),
    },
    {
      label: '封禁',
      question: `永久封禁「${who}」？此后不能再发送私信和群聊消息。`,
      done: '已封禁',
      danger: true,
      disabled: !report.target,
      run: resolve('ban'),
    },
  ];
}

function MessageReport({ api, report, reload }: { api: HeaderApi; report: ImReport; reload: () => Promise<void> }) {
  return (
    <li className="kq-admin-card" data-testid="im-report" data-report-id={report.id}>
      <div className="kq-admin-card-head">
        <span className="kq-admin-reason">{report.reason}</span>
        <time>{formatShanghai(Math.floor(report.createdAt / 1000), 'MM-DD HH:mm')}</time>
      </div>
      <dl className="kq-admin-people">
        <dt>举报人</dt>
        <dd>
          {report.reporter.nickName} <small>ID {report.reporter.id}</small>
        </dd>
        <dt>被举报</dt>
        <dd>
          {report.target ? (
            <>
              {report.target.nickName} <small>ID {report.target.id}</small>
            </>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      <ReportedContent report={report} />
      <p className="kq-admin-where">
        会话 #{report.conversationId}
        {report.seq === null ? '' : ` · 第 ${report.seq} 条`}
      </p>
      <ActionBar actions={resolutions(api, report)} reload={reload} />
    </li>
  );
}

/** 消息举报: the open reports on messages, oldest first, each resolved in place. */
export function MessageReports({ api, onCount }: { api: HeaderApi; onCount: (count: number) => void }): ReactElement {
  const read = useCallback(async () => {
    const result = await api.get('/admin/im/reports', imReportList, { status: 'open' });
    if (result.ok) onCount(result.data.length);
    return result;
  }, [api, onCount]);
  const queue = useQueue(read);
  return (
    <QueueList queue={queue} empty="没有待处理的消息举报">
      {(report) => <MessageReport key={report.id} api={api} report={report} reload={queue.reload} />}
    </QueueList>
  );
}
