import type { ShouldRevalidateFunctionArgs } from 'react-router';

const moderationIntents = new Set(['mute', 'delete', 'notice']);

/** The anchor's mute, delete and 公告 name their `intent`, as gifts, 充值 and noble forms do theirs. */
export const isModeration = (form: FormData | undefined): boolean => moderationIntents.has(String(form?.get('intent')));

/**
 * After a post in a room: a gift, 充值 or noble changes its 最近支持 and the fan's balances; a moderation or a chat
 * line (to /chat/send) shows from its answer and the socket, so the room is not refetched for it.
 */
export const afterRoomPost = ({
  formData,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'formData' | 'defaultShouldRevalidate'>): boolean =>
  formData?.has('intent') && !isModeration(formData) ? defaultShouldRevalidate : false;
