/**
 * The day a Chinese question is about, as a number of match days from today: 今天/今晚 0, 明天/明晚 1,
 * 后天 2, 昨天/昨晚 -1, 前天 -2, and weekdays (周六, 星期天, 礼拜三; 下周二 a week further, 上周日 a week back).
 */

const RELATIVE: readonly (readonly [RegExp, number])[] = [
  [/大后天/, 3],
  [/大前天/, -3],
  [/今天|今晚|今日|今儿|今夜|今早|今天晚上|当天/, 0],
  [/明天|明晚|明日|明儿|明早/, 1],
  [/后天/, 2],
  [/昨天|昨晚|昨日|昨夜/, -1],
  [/前天/, -2],
];

const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  日: 7,
  天: 7,
  末: 6,
};

const WEEKDAY = /(上|下|这|本)?(?:周|星期|礼拜)([一二三四五六日天末])/;

/**
 * `todayWeekday`: 1 (Monday) to 7 (Sunday). A bare weekday means the one of this week (Monday to Sunday),
 * so on a Thursday 周二 is two days back and 周六 two days ahead. null when the question names no day.
 */
export function dayOffsetOf(question: string, todayWeekday: number): number | null {
  for (const [pattern, offset] of RELATIVE) if (pattern.test(question)) return offset;
  const weekday = WEEKDAY.exec(question);
  if (!weekday) return null;
  const target = WEEKDAY_NUMBERS[weekday[2] ?? ''] ?? todayWeekday;
  const week = weekday[1] === '下' ? 7 : weekday[1] === '上' ? -7 : 0;
  return target - todayWeekday + week;
}

/** How a day is said in an answer: 今天, 明天, 昨天 … or the date with its weekday. */
export function dayWord(offset: number, date: string, weekday: number): string {
  const near: Readonly<Record<number, string>> = { [-2]: '前天', [-1]: '昨天', 0: '今天', 1: '明天', 2: '后天' };
  const name = near[offset];
  if (name) return name;
  const [, month, day] = date.split('-');
  return `${Number(month)}月${Number(day)}日（${WEEKDAY_NAMES[weekday - 1]}）`;
}

export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

/** "最近五场" 5, "前四" 4, "近10场" 10: the first count in a question (Arabic or Chinese digits up to 十), or null. */
export function countOf(question: string): number | null {
  const match = /(?:最近|近|前|后|倒数)\s*(\d{1,2}|[一两二三四五六七八九十])\s*(?:场|名|位|个|轮)?/.exec(question);
  if (!match?.[1]) return null;
  const text = match[1];
  return /\d/.test(text) ? Number(text) : (CHINESE_DIGITS[text] ?? null);
}
