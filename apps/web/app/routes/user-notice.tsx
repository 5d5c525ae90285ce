import { noticeSummary } from '@kanqiu/contract';
import { noticeGroups } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import type { Route } from './+types/user-notice';
import { NoticeCenterPage } from '../features/message';
import { getSession, requireUser } from '../lib/session.server';

export const meta = () => [{ title: '通知中心 - 看球直播' }];

const emptySummary = {
  total: 0,
  chat: 0,
  groups: noticeGroups.map((group) => ({ group, unread: 0, latest: null })),
};

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const result = await getSession(args.context).api.get('/imapi/notice/summary', noticeSummary);
  return { summary: result.ok ? result.data : emptySummary, error: result.ok ? null : result.msg };
}

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <NoticeCenterPage summary={loaderData.summary} />;
}
