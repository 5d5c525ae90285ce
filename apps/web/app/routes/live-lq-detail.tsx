import { basketballDetail } from '@kanqiu/contract';
import { Code, isBasketballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { BasketballDetailPage } from '../features/basketball/detail/detail-page';
import { followAction } from '../features/live/follow-action.server';
import { ShareMatchEntry } from '../features/message';
import { isChatSend, WatchAnimationEntry, WatchLiveEntry } from '../features/vlive';
import { loadMatchVideo } from '../features/vlive/loaders.server';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/live-lq-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: loaderData
      ? `${loaderData.header.away.name} vs ${loaderData.header.home.name} - ${loaderData.header.leagueName} - 看球直播`
      : '比赛详情 - 看球直播',
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!params.id || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data('Not Found', { status: 404 });
  const [result, video] = await Promise.all([
    getSession(context).api.get(`/live/basket/match/detail/${id}`, basketballDetail),
    loadMatchVideo(context, id),
  ]);
  if (!result.ok) throw data(result.msg, { status: result.code === Code.notFound ? 404 : 500 });
  return { ...result.data, video };
}

export const action = (args: Route.ActionArgs) => followAction(args);

/**
 * The same for every viewer (a fan's star comes from /_fan): a fan's own ask leaves it out; a line of the
 * 聊天 tab shows from its answer and the socket, so the match is not refetched for it either.
 */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  !isChatSend(args) && args.defaultShouldRevalidate;

export default function LiveLqDetail({ loaderData }: Route.ComponentProps): ReactElement {
  const { video } = loaderData;
  return (
    <BasketballDetailPage
      data={loaderData}
      video={video}
      headerRight={
        <>
          {video.roomId ? (
            <WatchLiveEntry roomId={video.roomId} />
          ) : isBasketballLive(loaderData.header.state) ? (
            <WatchAnimationEntry sport="basketball" matchId={loaderData.header.id} />
          ) : null}
          <ShareMatchEntry matchId={loaderData.header.id} />
        </>
      }
    />
  );
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
