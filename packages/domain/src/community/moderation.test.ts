import { describe, expect, it } from 'vitest';
import { communityLimits, isModerationNotice, mentionsInText, noticeVerb, splitMentions } from './moderation';

describe('圈子 mentions', () => {
  const zhang = { id: 1, nickName: '张三' };
  const zhangFeng = { id: 2, nickName: '张三丰' };
  const dot = { id: 3, nickName: 'a.b' };

  it('keeps only the picked users whose @name is still in the text, once each', () => {
    expect(mentionsInText('你好 @张三 看球', [zhang, zhangFeng, zhang])).toEqual([zhang]);
    expect(mentionsInText('没有提到任何人', [zhang])).toEqual([]);
  });

  it('splits the text into plain runs and mention runs, preferring the longest name', () => {
    expect(splitMentions('@张三丰 和 @张三 一起看', [zhang, zhangFeng])).toEqual([
      { text: '@张三丰', mention: zhangFeng },
      { text: ' 和 ' },
      { text: '@张三', mention: zhang },
      { text: ' 一起看' },
    ]);
  });

  it('treats names as literal text, not patterns', () => {
    expect(splitMentions('@axb 与 @a.b', [dot])).toEqual([{ text: '@axb 与 ' }, { text: '@a.b', mention: dot }]);
    expect(splitMentions('纯文字', [])).toEqual([{ text: '纯文字' }]);
  });
});

describe('圈子 moderation rules', () => {
  it('limits posts tighter than comments in every window', () => {
    communityLimits.post.forEach((limit, index) => {
      expect(limit.max).toBeLessThan(communityLimits.comment[index]!.max);
      expect(limit.timeWindow).toBe(communityLimits.comment[index]!.timeWindow);
    });
  });

  it('words each notice kind', () => {
    expect(noticeVerb('reply', 'post')).toBe('评论了你的帖子');
    expect(noticeVerb('reply', 'question')).toBe('回答了你的问题');
    expect(noticeVerb('reply', 'comment')).toBe('回复了你的评论');
    expect(noticeVerb('accepted', 'question')).toBe('采纳了你的回答');
    expect(noticeVerb('commentHidden', 'comment')).toBe('隐藏了你的评论（违反社区规范）');
    expect(noticeVerb('commentDeleted', 'comment')).toBe('删除了你的评论（违反社区规范）');
    expect(['reply', 'commentHidden', 'commentDeleted'].map((k) => isModerationNotice(k as never))).toEqual([
      false,
      true,
      true,
    ]);
  });
});
