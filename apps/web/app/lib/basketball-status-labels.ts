/** zh-CN text of a basketball match's state and periods; apart, so football's score lists do not load it. */

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
