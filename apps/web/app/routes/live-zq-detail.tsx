import { footballNavigation, textLive } from '@kanqiu/contract';
import { Code, isFootballLive } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FootballDetailPage, type DetailData } from '../features/football/detail/detail-page';
import { followAction } from '../features/live/follow-action.server';
import { ShareMatchEntry } from '../features/message';
import { isChatSend, WatchAnimationEntry, WatchLiveEntry, type MatchVideo } from '../features/vlive';
import { loadMatchVideo } from '../features/vlive/loaders.server';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/live-zq-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: loaderData
      ? `${loaderData.header.home.name} vs ${loaderData.header.away.name} - ${loaderData.header.competition.name} - 看球直播`
      : '比赛详情 - 看球直播',
  },
];

export async function loader({ params, context }: Route.LoaderArgs): Promise<DetailData & { video: MatchVideo }> {
  const id = Number(params.id);
  if (!params.id || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data('Not Found', { status: 404 });
  const api = getSession(context).api;
  const [header, text, video] = await Promise.all([
    api.get(`/live/fb/match/live/navigation/${id}`, footballNavigation),
    api.get(`/live/fb/match/live/textLive/${id}`, textLive),
    loadMatchVideo(context, id),
  ]);
  if (!header.ok) throw data(header.msg, { status: header.code === Code.notFound ? 404 : 500 });
  if (!text.ok) throw data(text.msg, { status: text.code === Code.notFound ? 404 : 500 });
  return { header: header.data, textLive: text.data, video };
}

export const action = (args: Route.ActionArgs) => followAction(args);

/**
 * The same for every viewer (a fan's star comes from /_fan): a fan's own ask leaves it out; a line of the
 * 聊天 tab shows from its answer and the socket, so the match is not refetched for it either.
 */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  !isChatSend(args) && args.defaultShouldRevalidate;

export default function LiveZqDetail({ loaderData }: Route.ComponentProps): ReactElement {
  const { video } = loaderData;
  return (
    <FootballDetailPage
      data={loaderData}
      video={video}
      headerRight={
        <>
          {video.roomId ? (
            <WatchLiveEntry roomId={video.roomId} />
          ) : isFootballLive(loaderData.header.state) ? (
            <WatchAnimationEntry sport="football" matchId={loaderData.header.id} />
          ) : null}
          <ShareMatchEntry matchId={loaderData.header.id} />
        </>
      }
    />
  );
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
