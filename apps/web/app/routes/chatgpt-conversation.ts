import { conversationAction, conversationLoader } from '../features/ai/loaders.server';
import type { Route } from './+types/chatgpt-conversation';

/** One of the signed-in fan's conversations (GET), or its deletion (DELETE). */
export const loader = (args: Route.LoaderArgs) => conversationLoader(args);
export const action = (args: Route.ActionArgs) => conversationAction(args);
