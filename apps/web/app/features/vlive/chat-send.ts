import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The resource route every chat composer posts its line to (routes/chat-send.ts), whatever the group. */
export const chatSendPath = '/chat/send';
/** The resource route of a fan's own chat controls and reports (routes/chat-filters.ts). */
export const fanChatPath = '/chat/filters';

/** A chat line, a fan's filter or report shows from its answer: a page that holds a chat is not refetched for it. */
export const isChatSend = ({ formAction }: Pick<ShouldRevalidateFunctionArgs, 'formAction'>): boolean =>
  formAction === chatSendPath || formAction === fanChatPath;
