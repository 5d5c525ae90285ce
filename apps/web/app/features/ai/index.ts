export { ChatPage } from './chat-page';
export type { ChatPageData } from './data';
