import { sendChatLine } from '../features/vlive/loaders.server';
import type { Route } from './+types/chat-send';

/** POST /chat/send: a chat line of any group, sent with the fan's session (features/vlive ChatComposer). */
export const action = (args: Route.ActionArgs) => sendChatLine(args);
