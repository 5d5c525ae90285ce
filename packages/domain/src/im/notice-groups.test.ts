import { describe, expect, it } from 'vitest';
import { ImCode } from './message-codes';
import { noticeGroupMembers, noticeGroupOf, noticeGroups } from './notice-groups';

describe('noticeGroupOf', () => {
  it('puts system notices by kind and other notices by code', () => {
    expect(noticeGroupOf(ImCode.systemNotice, 'match')).toBe('match');
    expect(noticeGroupOf(ImCode.systemNotice, 'community')).toBe('interaction');
    expect(noticeGroupOf(ImCode.systemNotice, 'expertTip')).toBe('tip');
    expect(noticeGroupOf(ImCode.systemNotice, 'note')).toBe('system');
    expect(noticeGroupOf(ImCode.replyNotice, null)).toBe('interaction');
    expect(noticeGroupOf(ImCode.friendRequest, null)).toBe('social');
    expect(noticeGroupOf(12345, null)).toBe('system');
  });

  it('gives every code and kind one group only', () => {
    const codes = noticeGroups.flatMap((group) => noticeGroupMembers[group].codes);
    const kinds = noticeGroups.flatMap((group) => noticeGroupMembers[group].kinds);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
