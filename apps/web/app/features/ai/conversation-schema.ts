/** What a saved conversation answers, checked when one is opened (loaded then: see use-chat.ts). */
export { aiConversation } from '@kanqiu/contract';
