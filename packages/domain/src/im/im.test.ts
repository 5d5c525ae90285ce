import { describe, expect, it } from 'vitest';
import { canLeave, canMute, canRemove, canSetRole, maySpeak } from './group-roles';
import { canRecall, countsAsUnread, ImCode, noticeImCodes, unreadBadge, unreadImCodes } from './message-codes';

describe('IM message codes', () => {
  it('count exactly the spec’s ten codes as unread', () => {
    expect([...unreadImCodes].sort()).toEqual([10000, 10001, 10022, 10024, 10025, 10027, 10031, 10035, 10036, 10039]);
    for (const code of unreadImCodes) expect(countsAsUnread(code)).toBe(true);
    for (const code of [ImCode.auth, ImCode.sendAck, ImCode.recall, ImCode.readMark, ImCode.sync, ImCode.refused])
      expect(countsAsUnread(code)).toBe(false);
  });

  it('gives every code one meaning', () => {
    const values = Object.values(ImCode);
    expect(new Set(values).size).toBe(values.length);
    expect(ImCode.auth).toBe(10014);
    for (const value of values) expect(value >= 10000 && value <= 10099).toBe(true);
    expect(noticeImCodes).not.toContain(ImCode.privateMessage);
    expect(noticeImCodes).toHaveLength(8);
  });

  it('sums the badge over conversations with messageStatus 0', () => {
    const items = [
      { messageStatus: 0, count: 3 },
      { messageStatus: 1, count: 7 },
      { messageStatus: 0, count: 2 },
    ];
    expect(unreadBadge(items)).toBe(5);
    expect(unreadBadge([{ messageStatus: 1, count: 4 }])).toBe(0);
  });

  it('allows recall within 2 minutes', () => {
    expect(canRecall(0, 120_000)).toBe(true);
    expect(canRecall(0, 120_001)).toBe(false);
  });
});

describe('group roles', () => {
  it('lets only the owner set roles between 管理员 and 成员', () => {
    expect(canSetRole('owner', 'member', 'admin')).toBe(true);
    expect(canSetRole('owner', 'admin', 'member')).toBe(true);
    expect(canSetRole('admin', 'member', 'admin')).toBe(false);
    expect(canSetRole('owner', 'member', 'owner')).toBe(false);
  });

  it('lets the owner and admins mute and delete only lower roles', () => {
    expect(canMute('owner', 'admin')).toBe(true);
    expect(canMute('admin', 'member')).toBe(true);
    expect(canMute('admin', 'admin')).toBe(false);
    expect(canMute('member', 'member')).toBe(false);
    expect(canRemove('admin', 'owner')).toBe(false);
  });

  it('keeps the owner in until the group is transferred', () => {
    expect(canLeave('owner')).toBe(false);
    expect(canLeave('admin')).toBe(true);
  });

  it('refuses a muted member and members under 全员禁言', () => {
    expect(maySpeak('member', 2000, false, 1000)).toBe(false);
    expect(maySpeak('member', 2000, false, 2000)).toBe(true);
    expect(maySpeak('member', Number.POSITIVE_INFINITY, false, 1e15)).toBe(false);
    expect(maySpeak('member', null, true, 0)).toBe(false);
    expect(maySpeak('admin', null, true, 0)).toBe(true);
  });
});
