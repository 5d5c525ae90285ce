import { askAction } from '../features/ai/loaders.server';
import type { Route } from './+types/chatgpt-ask';

/** The chat's question, passed to the API with the fan's session; the answer streams back. */
export const action = (args: Route.ActionArgs) => askAction(args);
