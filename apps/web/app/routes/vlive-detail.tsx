import type { ReactElement } from 'react';
import { useRouteLoaderData } from 'react-router';
import { loadRoomSupport, walletAction } from '../features/gifts/wallet-actions.server';
import { ErrorPage } from '../features/shell/error-page';
import { RoomPage, afterRoomPost, isModeration } from '../features/vlive';
import { chatModerationAction, loadRoom } from '../features/vlive/loaders.server';
import { sameForEveryViewer } from '../lib/fan-data';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/vlive-detail';
import type { loader as fanLoader } from './vlive-detail-fan';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '直播间 - 看球直播' }];

/** The room as every viewer sees it; what is the fan's own (their welcome, their gift prices) is the index route's. */
export async function loader(args: Route.LoaderArgs) {
  const [room, support] = await Promise.all([loadRoom(args), loadRoomSupport(args.context, Number(args.params.id))]);
  return { room, support };
}

/** A gift, 充值, noble or the anchor's moderation, by its `intent` (a chat line goes to /chat/send). */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request.clone());
  return isModeration(form) ? chatModerationAction(args) : walletAction(args);
}

/** A signed-in fan's own data does not change the room everybody sees: it is asked of the index route only. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  args.formMethod === 'POST' ? afterRoomPost(args) : sameForEveryViewer(args);

export default function VliveDetail({ loaderData }: Route.ComponentProps): ReactElement {
  const fan = useRouteLoaderData<typeof fanLoader>('routes/vlive-detail-fan');
  return (
    <RoomPage
      data={loaderData.room}
      gifts={{ ...loaderData.support, catalogue: fan?.catalogue ?? null }}
      welcome={fan?.welcome ?? null}
    />
  );
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
