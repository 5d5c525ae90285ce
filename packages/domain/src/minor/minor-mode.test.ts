import { describe, expect, it } from 'vitest';
import { ageOn, birthDateOfIdNumber, isAdultOn } from './adult';
import {
  MINOR_DAILY_MINUTES,
  countActivity,
  isMinorCurfew,
  isMinorPassword,
  minorLockAt,
  minorPasswordWaitMinutes,
  withPasswordFailure,
  type MinorUsage,
  type PasswordFailures,
} from './minor-mode';

/** 2026-11-28 hh:mm Beijing time, in epoch seconds. */
const beijing = (hour: number, minute = 0, day = 28) => Date.UTC(2026, 10, day, hour - 8, minute) / 1000;

describe('青少年模式 rest hours', () => {
  it('closes from 22:00 to 06:00 Beijing time', () => {
    expect(isMinorCurfew(beijing(21, 59))).toBe(false);
    expect(isMinorCurfew(beijing(22, 0))).toBe(true);
    expect(isMinorCurfew(beijing(3, 0))).toBe(true);
    expect(isMinorCurfew(beijing(5, 59))).toBe(true);
    expect(isMinorCurfew(beijing(6, 0))).toBe(false);
  });
});

describe('青少年模式 daily time', () => {
  const useFor = (minutes: number, from: number): MinorUsage | null => {
    let usage: MinorUsage | null = null;
    for (let i = 0; i < minutes; i++) usage = countActivity(usage, from + i * 60 + 5);
    return usage;
  };

  it('counts a minute once however many calls it holds', () => {
    const once = countActivity(null, beijing(10, 0));
    expect(countActivity(countActivity(once, beijing(10, 0) + 30), beijing(10, 0) + 59).minutes).toBe(1);
  });

  it('locks once the 40th active minute has passed, not before', () => {
    expect(minorLockAt(useFor(MINOR_DAILY_MINUTES - 1, beijing(10)), beijing(11))).toBeNull();
    const fortyMinutes = useFor(MINOR_DAILY_MINUTES, beijing(10));
    expect(minorLockAt(fortyMinutes, beijing(10, MINOR_DAILY_MINUTES - 1) + 30)).toBeNull();
    expect(minorLockAt(fortyMinutes, beijing(10, MINOR_DAILY_MINUTES))).toBe('timeLimit');
  });

  it('starts a new Beijing day from zero', () => {
    const yesterday = useFor(MINOR_DAILY_MINUTES, beijing(10, 0, 27));
    expect(minorLockAt(yesterday, beijing(10))).toBeNull();
    expect(countActivity(yesterday, beijing(10)).minutes).toBe(1);
  });

  it('takes exactly four digits as the password', () => {
    expect(isMinorPassword('0427')).toBe(true);
    expect(isMinorPassword('427')).toBe(false);
    expect(isMinorPassword('04271')).toBe(false);
    expect(isMinorPassword('04a7')).toBe(false);
  });
});

describe('青少年模式 password guesses', () => {
  const failuresAt = (times: number[]) =>
    times.reduce<PasswordFailures>((failures, at) => withPasswordFailure(failures, at), { count: 0, since: null });

  it('closes the password after five wrong ones within ten minutes, until the ten minutes end', () => {
    const five = failuresAt([0, 60, 120, 180, 540]);
    expect(five).toEqual({ count: 5, since: 0 });
    expect(minorPasswordWaitMinutes(failuresAt([0, 60, 120, 180]), 200)).toBe(0);
    expect(minorPasswordWaitMinutes(five, 541)).toBe(1);
    expect(minorPasswordWaitMinutes(five, 1)).toBe(10);
    expect(minorPasswordWaitMinutes(five, 600)).toBe(0);
  });

  it('starts counting afresh once the window has passed', () => {
    expect(failuresAt([0, 60, 120, 180, 600])).toEqual({ count: 1, since: 600 });
  });
});

describe('adults by the ID number', () => {
  it('reads the birth date from the ID number', () => {
    expect(birthDateOfIdNumber('11010519491231002X')).toBe('1949-12-31');
  });

  it('is 18 from the morning of the 18th birthday, Beijing time', () => {
    expect(ageOn('2008-11-28', beijing(0, 1))).toBe(18);
    expect(isAdultOn('2008-11-29', beijing(23, 59))).toBe(false);
    expect(isAdultOn('2008-11-28', beijing(0, 1))).toBe(true);
    expect(isAdultOn(null, beijing(12))).toBe(false);
  });
});
