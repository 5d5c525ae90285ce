import { AI_EARLIER_QUESTIONS, AI_QUESTION_MAX_LENGTH } from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';
import { idField } from './live/common';

/** A match named in an answer, linking to its detail page. */
export const aiMatchCard = z.object({
  kind: z.literal('match'),
  matchId: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  /** Null before kick-off. */
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  /** 未开赛, 进行中, 完场 … */
  status: z.string(),
  kickoffAt: z.number().int(),
});

export const aiStandingsCard = z.object({
  kind: z.literal('standings'),
  competition: z.string(),
  season: z.string(),
  /** True for the basketball model's season (模拟). */
  generated: z.boolean(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      team: z.string(),
      played: z.number().int(),
      won: z.number().int(),
      lost: z.number().int(),
      /** Points (football) or the win rate in percent (basketball). */
      points: z.number(),
    }),
  ),
});

export const aiPlayerCard = z.object({
  kind: z.literal('player'),
  playerId: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  name: z.string(),
  team: z.string().nullable(),
  /** One line of facts: 英超 2017-18 · 36 场 32 球. */
  line: z.string(),
});

/** A 资讯 article named in an answer, linking to it (`/news/{columnId}/{articleId}`). */
export const aiArticleCard = z.object({
  kind: z.literal('article'),
  articleId: z.number().int(),
  columnId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.number().int(),
  /** Written by the newsroom from the match data (站内生成). */
  generated: z.boolean(),
});

export const aiCard = z.discriminatedUnion('kind', [aiMatchCard, aiStandingsCard, aiPlayerCard, aiArticleCard]);
export type AiCard = z.infer<typeof aiCard>;

const question = text()
  .transform((value) => value.trim())
  .pipe(z.string().min(1, '请输入问题').max(AI_QUESTION_MAX_LENGTH, `问题最多 ${AI_QUESTION_MAX_LENGTH} 个字`));

export const aiAskBody = z.object({
  question,
  /** Signed in: the conversation to continue; omitted starts a new one. Guests keep theirs in the browser. */
  conversationId: idField.optional(),
  /**
   * Without `conversationId`: the conversation's earlier questions, oldest first, so a guest's follow-up
   * (那场比赛控球率) finds the match meant. Only read for names; the facts of an answer always come from the data.
   */
  earlierQuestions: z
    .array(question)
    .max(AI_EARLIER_QUESTIONS, `最多带上最近 ${AI_EARLIER_QUESTIONS} 个问题`)
    .optional(),
});
export type AiAskBody = z.output<typeof aiAskBody>;

export const aiAnswer = z.object({
  /** Null for guests: nothing is stored. */
  conversationId: z.number().int().nullable(),
  messageId: z.number().int().nullable(),
  text: z.string(),
  cards: z.array(aiCard),
  /** Which engine answered: the bundled offline one or the configured chat-completions model. */
  engine: z.enum(['bundled', 'openai']),
});
export type AiAnswer = z.infer<typeof aiAnswer>;

/** One event of the `text/event-stream` answer: text as it is written, cards, then `done` (or `error`). */
export const aiStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('card'), card: aiCard }),
  z.object({ type: z.literal('done'), answer: aiAnswer }),
  z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEvent>;

export const aiMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  cards: z.array(aiCard),
  createdAt: z.number().int(),
});
export type AiMessage = z.infer<typeof aiMessage>;

export const aiConversationSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  updatedAt: z.number().int(),
});
export type AiConversationSummary = z.infer<typeof aiConversationSummary>;

export const aiConversationList = z.object({ list: z.array(aiConversationSummary) });
export const aiConversation = aiConversationSummary.extend({ messages: z.array(aiMessage) });
export type AiConversation = z.infer<typeof aiConversation>;
export const aiConversationParams = z.object({ id: idField });
