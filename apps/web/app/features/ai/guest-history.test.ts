import { aiAskBody } from '@kanqiu/contract';
import { AI_EARLIER_QUESTIONS, AI_QUESTION_MAX_LENGTH } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './data';
import { earlierQuestionsOf } from './guest-history';

const message = (role: ChatMessage['role'], text: string, i: number): ChatMessage => ({
  key: `m${i}`,
  role,
  text,
  cards: [],
});

describe('what a guest’s follow-up carries', () => {
  it('the conversation’s questions only, oldest first', () => {
    const messages = [
      message('user', '利物浦和曼城的比赛谁进球了', 1),
      message('assistant', '3月14日 英超 利物浦 2:1 曼城。', 2),
      message('user', '  英超积分榜前四 ', 3),
    ];
    expect(earlierQuestionsOf(messages)).toEqual(['利物浦和曼城的比赛谁进球了', '英超积分榜前四']);
  });

  it('stays within what the API accepts: the last questions, each cut to the longest allowed', () => {
    const many = Array.from({ length: AI_EARLIER_QUESTIONS + 3 }, (_, i) => message('user', `问题${i}`, i));
    const long = message('user', '曼'.repeat(AI_QUESTION_MAX_LENGTH + 50), 99);
    const questions = earlierQuestionsOf([...many, long]);
    expect(questions).toHaveLength(AI_EARLIER_QUESTIONS);
    expect(questions.at(-2)).toBe(`问题${AI_EARLIER_QUESTIONS + 2}`);
    expect(aiAskBody.safeParse({ question: '那场比赛控球率', earlierQuestions: questions }).success).toBe(true);
  });
});
