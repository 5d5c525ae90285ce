/**
 * zh-CN text of a match's state, which every score row shows; apart from `labels.ts` so the score
 * lists load only these.
 */

/** Football statuses (spec §4), by code; 6 (retired extra-time code) reads as 加时. */
export const footballStatusLabels: Record<number, string> = {
  0: '异常',
  1: '未开赛',
  2: '上半场',
  3: '中场',
  4: '下半场',
  5: '加时',
  6: '加时',
  7: '点球',
  8: '完场',
  9: '推迟',
  10: '中断',
  11: '腰斩',
  12: '取消',
  13: '待定',
};

export const footballStatusLabel = (state: number): string => footballStatusLabels[state] ?? '未知';

export const matchSourceLabels = { replay: '回放', generated: '模拟', live: '', realScore: '回放' } as const;

/** The detail header says more: a 中超 2024 match has its real score, its play is generated. */
export const matchSourceDetailLabels = { ...matchSourceLabels, realScore: '比分真实，过程模拟' } as const;

/** Basketball status codes (spec §4, domain BasketballStatus). */
export const basketballStatusLabels: Record<number, string> = {
  0: '异常',
  1: '未开赛',
  2: '第一节',
  3: '第一节完',
  4: '第二节',
  5: '中场',
  6: '第三节',
  7: '第三节完',
  8: '第四节',
  9: '加时',
  10: '完场',
  11: '中断',
  12: '取消',
  13: '延期',
  14: '腰斩',
  15: '待定',
};

export const basketballStatusLabel = (state: number): string => basketballStatusLabels[state] ?? '未知';

/** A period's name: 第一节 … 第四节, 加时1 …. */
export function basketballPeriodLabel(period: number): string {
  if (period >= 1 && period <= 4) return `第${['一', '二', '三', '四'][period - 1] ?? ''}节`;
  return period === 5 ? '加时' : `加时${period - 4}`;
}
