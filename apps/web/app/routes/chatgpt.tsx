import type { ReactElement } from 'react';
import { ChatPage } from '../features/ai';
import { loadChat } from '../features/ai/loaders.server';
import type { Route } from './+types/chatgpt';

export const meta = () => [{ title: 'AI 助手 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadChat(args);

export default function ChatGpt({ loaderData }: Route.ComponentProps): ReactElement {
  return <ChatPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
