import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { isChatSend } from './chat-send';

const moderationIntents = new Set(['mute', 'delete', 'notice']);

/** The anchor's mute, delete and 公告 name their `intent`, as gifts, 充值 and noble forms do theirs. */
export const isModeration = (form: FormData | undefined): boolean => moderationIntents.has(String(form?.get('intent')));

/**
 * After a post in a room: a gift, 充值 or noble changes its 最近支持 and the fan's balances; a moderation, a chat
 * line (to /chat/send) or a fan's filter or report (to /chat/filters) shows from its answer and the socket, so the
 * room is not refetched for it.
 */
export const afterRoomPost = ({
  formAction,
  formData,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'formAction' | 'formData' | 'defaultShouldRevalidate'>): boolean =>
  !isChatSend({ formAction }) && formData?.has('intent') && !isModeration(formData) ? defaultShouldRevalidate : false;
