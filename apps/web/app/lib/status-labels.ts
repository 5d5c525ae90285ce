/**
 * zh-CN text of a football match's state, which every score row shows; apart from `labels.ts` so the
 * score lists load only these (basketball's: `basketball-status-labels.ts`).
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
