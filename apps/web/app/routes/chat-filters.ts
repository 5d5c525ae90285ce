import { fanChatAction, loadFanChatFilters } from '../features/vlive/chat-filters.server';
import type { Route } from './+types/chat-filters';

/** GET/POST /chat/filters: the fan's own chat controls (features/vlive fan-chat.ts), with the fan's session. */
export const loader = (args: Route.LoaderArgs) => loadFanChatFilters(args);
export const action = (args: Route.ActionArgs) => fanChatAction(args);
