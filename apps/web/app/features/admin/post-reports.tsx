import { communityBan, done, reportQueue } from '@kanqiu/contract';
import { DEFAULT_BAN_DAYS } from '@kanqiu/domain';
import type { z } from 'zod';
import { useCallback, type ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { formatShanghai } from '../../lib/format-date';
import type { HeaderApi } from '../../lib/header-api';
import { useRootData } from '../../lib/root-data';
import { ActionBar } from './action-bar';
import { QueueList } from './queue-list';
import { useQueue, type Action } from './use-queue';

type PostReport = z.infer<typeof reportQueue>['list'][number];

function postActions(api: HeaderApi, item: PostReport): Action[] {
  const path = `/admin/community/posts/${item.post.code}`;
  const authorId = item.post.author.id;
  return [
    {
      label: '忽略',
      question: '忽略这些举报？帖子保持显示，举报记为已处理。',
      done: '已忽略',
      run: () => api.post(`${path}/hide`, done, { hidden: false }),
    },
    {
      label: '隐藏',
      question: '隐藏这篇帖子？圈子里将看不到它，可稍后恢复。',
      done: '帖子已隐藏',
      disabled: item.hidden,
      run: () => api.post(`${path}/hide`, done, { hidden: true }),
    },
    {
      label: '删除帖子',
      question: '删除这篇帖子？删除后不能恢复。',
      done: '帖子已删除',
      danger: true,
      run: () => api.post(`${path}/delete`, done),
    },
    {
      label: `禁言 ${DEFAULT_BAN_DAYS}天`,
      question: `禁止「${item.post.author.nickName}」在圈子发帖和评论 ${DEFAULT_BAN_DAYS} 天？`,
      done: `已禁止作者发帖 ${DEFAULT_BAN_DAYS} 天`,
      disabled: authorId === null,
      run: () => api.post(`/admin/community/users/${authorId}/ban`, communityBan, { days: DEFAULT_BAN_DAYS }),
    },
  ];
}

function PostReportCard({ api, item, reload }: { api: HeaderApi; item: PostReport; reload: () => Promise<void> }) {
  const { publicHosts } = useRootData();
  const { post } = item;
  return (
    <li className="kq-admin-card" data-testid="post-report">
      <div className="kq-admin-card-head">
        <span className="kq-admin-reason">{item.reasons.join('、')}</span>
        <time>{formatShanghai(item.lastReportedAt, 'MM-DD HH:mm')}</time>
      </div>
      <p className="kq-admin-where">
        {post.circleName} · {post.author.nickName}
        {post.author.sample ? <span className="kq-admin-tag">示例帖</span> : null}
        {item.hidden ? <span className="kq-admin-tag">已隐藏</span> : null}
        <span className="kq-admin-count">被举报 {item.reports} 次</span>
      </p>
      <div className="kq-admin-quote">
        {post.title ? <strong>{post.title}</strong> : null}
        <p>{post.excerpt}</p>
      </div>
      {post.images.length > 0 ? (
        <div className="kq-admin-thumbs">
          {post.images.slice(0, 3).map((image) => (
            <img
              key={image.thumb}
              src={apiAssetUrl(image.thumb, publicHosts) ?? undefined}
              alt="帖子图片"
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      <ActionBar actions={postActions(api, item)} reload={reload} />
    </li>
  );
}

/** 帖子举报: posts with open reports (the community's queue, most reported first). */
export function PostReports({ api, onCount }: { api: HeaderApi; onCount: (count: number) => void }): ReactElement {
  const read = useCallback(async () => {
    const result = await api.get('/admin/community/reports', reportQueue);
    if (!result.ok) return result;
    onCount(result.data.list.length);
    return { ...result, data: result.data.list };
  }, [api, onCount]);
  const queue = useQueue(read);
  return (
    <QueueList queue={queue} empty="没有待处理的帖子举报">
      {(item) => <PostReportCard key={item.post.code} api={api} item={item} reload={queue.reload} />}
    </QueueList>
  );
}
