import type { ReactElement } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { loadGiftCatalogue, loadRoomSupport, walletAction } from '../features/gifts/wallet-actions.server';
import { RoomPage, afterRoomPost, isModeration } from '../features/vlive';
import { chatModerationAction, idOf, loadRoom, loadRoomWelcome } from '../features/vlive/loaders.server';
import { useFanPart } from '../lib/root-data';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/vlive-detail';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '直播间 - 看球直播' }];

/** The room, its 最近支持 and 充值 packages, and the viewer's own welcome and gift prices. */
export async function loader(args: Route.LoaderArgs) {
  const id = idOf(args.params.id);
  const session = getSession(args.context);
  const [room, support, welcome, catalogue] = await Promise.all([
    loadRoom(args),
    loadRoomSupport(args.context, id),
    loadRoomWelcome(session, id),
    loadGiftCatalogue(session),
  ]);
  return { room, support, welcome, catalogue };
}

/** A gift, 充值, noble or the anchor's moderation, by its `intent` (a chat line goes to /chat/send). */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request.clone());
  return isModeration(form) ? chatModerationAction(args) : walletAction(args);
}

/** A fan given the guests' render gets their welcome and gift prices from /_fan, not by loading the room again. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  args.formMethod === 'POST' ? afterRoomPost(args) : args.defaultShouldRevalidate;

export default function VliveDetail({ loaderData }: Route.ComponentProps): ReactElement {
  const own = useFanPart()?.room ?? loaderData;
  return (
    <RoomPage
      data={loaderData.room}
      gifts={{ ...loaderData.support, catalogue: own.catalogue }}
      welcome={own.welcome}
    />
  );
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
