import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The resource route every chat composer posts its line to (routes/chat-send.ts), whatever the group. */
export const chatSendPath = '/chat/send';

/** A chat line shows from its answer and the socket: a page that holds a chat is not refetched for it. */
export const isChatSend = ({ formAction }: Pick<ShouldRevalidateFunctionArgs, 'formAction'>): boolean =>
  formAction === chatSendPath;
