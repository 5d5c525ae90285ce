import { basketballDetail, footballNavigation, textLive } from '@kanqiu/contract';
import { Code, matchChatGroup } from '@kanqiu/domain';
import { Suspense, type ReactElement } from 'react';
import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { BasketballAnimationRoom } from '../features/basketball';
import { FootballAnimationRoom } from '../features/football';
import { PageHeader } from '../features/shell';
import { GroupChatTab, isChatSend } from '../features/vlive';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/vlive-anim';

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const teams = loaderData && (loaderData.sport === 'zq' ? loaderData.header : loaderData.detail.header);
  return [{ title: teams ? `${teams.home.name} vs ${teams.away.name} 动画直播 - 看球直播` : '动画直播 - 看球直播' }];
};

const failed = (result: { code: number; msg: string }) =>
  data(result.msg, { status: result.code === Code.notFound ? 404 : 500 });

/** /vlive/anim/zq/:id and /vlive/anim/lq/:id — the match's live data, as its detail page reads it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data('Not Found', { status: 404 });
  const api = getSession(context).api;
  if (params.sport === 'lq') {
    const detail = await api.get(`/live/basket/match/detail/${id}`, basketballDetail);
    if (!detail.ok) throw failed(detail);
    return { sport: 'lq' as const, detail: detail.data };
  }
  if (params.sport !== 'zq') throw data('Not Found', { status: 404 });
  const [header, text] = await Promise.all([
    api.get(`/live/fb/match/live/navigation/${id}`, footballNavigation),
    api.get(`/live/fb/match/live/textLive/${id}`, textLive),
  ]);
  if (!header.ok) throw failed(header);
  if (!text.ok) throw failed(text);
  return { sport: 'zq' as const, header: header.data, textLive: text.data };
}

/** A chat line shows from its answer and the socket: the match is not refetched for it. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  !isChatSend(args) && args.defaultShouldRevalidate;

/** 动画直播 room: the match drawn live, with its score, clock, newest text-live line and the match's chat. */
export default function VliveAnim({ loaderData }: Route.ComponentProps): ReactElement {
  const matchId = loaderData.sport === 'zq' ? loaderData.header.id : loaderData.detail.header.id;
  return (
    <div className="kq-detail-page kq-anim-room" data-testid="animation-room">
      <PageHeader
        title="动画直播"
        backTo="/vlive/0"
        right={
          <Link className="kq-anim-detail-link" to={`/live/${loaderData.sport}/detail/${matchId}`}>
            比赛详情
          </Link>
        }
      />
      {loaderData.sport === 'zq' ? (
        <FootballAnimationRoom data={loaderData} />
      ) : (
        <BasketballAnimationRoom data={loaderData.detail} />
      )}
      <h2 className="kq-anim-chat-title">聊天</h2>
      <Suspense fallback={null}>
        <GroupChatTab group={matchChatGroup(matchId)} loginTo={`/vlive/anim/${loaderData.sport}/${matchId}`} />
      </Suspense>
    </div>
  );
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
