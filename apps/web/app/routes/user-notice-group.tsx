import { noticeListPage } from '@kanqiu/contract';
import { isNoticeGroup } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/user-notice-group';
import { NoticeGroupPage } from '../features/message';
import { getSession, requireUser } from '../lib/session.server';

export const meta = () => [{ title: '通知中心 - 看球直播' }];

/** One group of the 通知中心; `?cursor=` pages on (the page's 加载更多 asks for it). */
export async function loader(args: Route.LoaderArgs) {
  const { group } = args.params;
  if (!isNoticeGroup(group)) throw data('Not Found', { status: 404 });
  await requireUser(args);
  const cursor = new URL(args.request.url).searchParams.get('cursor');
  const result = await getSession(args.context).api.get(
    '/imapi/notice/list',
    noticeListPage,
    cursor ? { group, cursor } : { group },
  );
  return { group, page: result.ok ? result.data : { list: [], cursor: null } };
}

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <NoticeGroupPage key={loaderData.group} group={loaderData.group} first={loaderData.page} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
