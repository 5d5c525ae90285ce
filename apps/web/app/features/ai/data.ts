import type { AiAnswer, AiCard, AiConversationSummary } from '@kanqiu/contract';

export type ChatPageData = { signedIn: boolean; conversations: AiConversationSummary[] };

/** A message on screen; `pending` while its answer is being written. */
export type ChatMessage = {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  cards: AiCard[];
  pending?: boolean;
  /** The question it answers, for 重新生成. */
  question?: string;
  failed?: boolean;
};

export type { AiAnswer, AiCard };

/** 今晚有哪些英超比赛？ … : what a fan can tap instead of typing. */
export const SUGGESTIONS = [
  '今晚有哪些英超比赛？',
  '曼城最近五场战绩',
  '湖人和勇士谁更强？',
  '英超积分榜前四',
] as const;
