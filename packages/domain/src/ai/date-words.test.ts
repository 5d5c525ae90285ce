import { describe, expect, it } from 'vitest';
import { countOf, dayOffsetOf, dayWord } from './date-words';

const THURSDAY = 4;
const SATURDAY = 6;

describe('the day a question is about', () => {
  it.each([
    ['今天有哪些比赛', 0],
    ['今晚有哪些英超比赛？', 0],
    ['明晚曼城踢谁', 1],
    ['明天的NBA', 1],
    ['后天有球吗', 2],
    ['昨天的比分', -1],
    ['昨晚湖人赢了吗', -1],
    ['前天的比赛', -2],
    ['大后天有什么比赛', 3],
  ])('%s → %i days from today', (question, offset) => {
    expect(dayOffsetOf(question, THURSDAY)).toBe(offset);
  });

  it('reads a weekday as the one of this week, 下周 a week later and 上周 a week earlier', () => {
    expect(dayOffsetOf('周六有什么比赛', THURSDAY)).toBe(2);
    expect(dayOffsetOf('星期二的比赛', THURSDAY)).toBe(-2);
    expect(dayOffsetOf('礼拜天英超', THURSDAY)).toBe(3);
    expect(dayOffsetOf('周末有什么比赛', THURSDAY)).toBe(2);
    expect(dayOffsetOf('下周一切尔西', THURSDAY)).toBe(4);
    expect(dayOffsetOf('上周日的比赛', SATURDAY)).toBe(-6);
    expect(dayOffsetOf('本周六', SATURDAY)).toBe(0);
  });

  it('finds no day in a question without one', () => {
    expect(dayOffsetOf('曼城最近五场战绩', THURSDAY)).toBeNull();
  });

  it('says near days by name and others by date and weekday', () => {
    expect(dayWord(0, '2026-03-14', SATURDAY)).toBe('今天');
    expect(dayWord(-1, '2026-03-13', 5)).toBe('昨天');
    expect(dayWord(3, '2026-03-17', 2)).toBe('3月17日（周二）');
  });
});

describe('counts in a question', () => {
  it.each([
    ['曼城最近五场战绩', 5],
    ['英超积分榜前四', 4],
    ['湖人近10场', 10],
    ['最近两场', 2],
    ['英超积分榜', null],
  ])('%s → %s', (question, count) => {
    expect(countOf(question)).toBe(count);
  });
});
