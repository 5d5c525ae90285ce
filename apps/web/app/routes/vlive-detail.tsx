import type { ReactElement } from 'react';
import { loadRoomGifts, walletAction } from '../features/gifts/wallet-actions.server';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ErrorPage } from '../features/shell/error-page';
import { RoomPage } from '../features/vlive';
import { chatModerationAction, loadRoom } from '../features/vlive/loaders.server';
import type { Route } from './+types/vlive-detail';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '直播间 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  const room = await loadRoom(args);
  return { room, gifts: await loadRoomGifts(args.context, Number(args.params.id)) };
}

const moderationIntents = new Set(['mute', 'delete', 'notice']);
const isModeration = (form: FormData | undefined) => moderationIntents.has(String(form?.get('intent')));

/** Gifts, 充值 and noble forms name their `intent`, and so do the anchor's mute, delete and 公告 (a line goes to /chat/send). */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request.clone());
  return isModeration(form) ? chatModerationAction(args) : walletAction(args);
}

/** A chat line (to /chat/send) or a moderation shows from its answer and the socket: the room is not refetched for it. */
export function shouldRevalidate({
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== 'POST') return defaultShouldRevalidate;
  return formData?.has('intent') && !isModeration(formData) ? defaultShouldRevalidate : false;
}

export default function VliveDetail({ loaderData }: Route.ComponentProps): ReactElement {
  return <RoomPage data={loaderData.room} gifts={loaderData.gifts} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
