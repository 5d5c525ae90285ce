/** zh-CN display text for codes the API and domain return (display text never lives in domain). */
import type { UserInfo } from '@kanqiu/contract';

export const portraitAuditLabels: Record<UserInfo['portraitAudit'], string> = {
  none: '',
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

export const feedbackCategories = [
  { value: 'bug', label: '功能异常' },
  { value: 'suggestion', label: '产品建议' },
  { value: 'content', label: '内容问题' },
  { value: 'account', label: '账号问题' },
  { value: 'other', label: '其他' },
] as const;

export type FeedbackCategory = (typeof feedbackCategories)[number]['value'];

export function isFeedbackCategory(value: unknown): value is FeedbackCategory {
  return feedbackCategories.some((category) => category.value === value);
}

export const nickNameProblemLabels = {
  length: '昵称需为 2–16 个字符',
  characters: '昵称只能包含中英文、数字、下划线和减号',
} as const;

export const passwordRuleText = '6–20 位，需同时包含字母和数字';

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

/** Incident types (domain IncidentType). */
export const incidentLabels: Record<number, string> = {
  1: '进球',
  2: '角球',
  3: '黄牌',
  4: '红牌',
  5: '越位',
  8: '点球',
  9: '换人',
  15: '两黄变红',
  16: '点球未进',
  17: '乌龙球',
  21: '射正',
  22: '射偏',
  28: 'VAR',
  29: '点球大战进球',
  30: '点球大战罚失',
};

/** Statistic types (domain StatisticType). */
export const statisticLabels: Record<number, string> = {
  2: '角球',
  3: '黄牌',
  4: '红牌',
  5: '越位',
  6: '犯规',
  21: '射正',
  22: '射偏',
  23: '进攻',
  24: '危险进攻',
  25: '控球率',
  26: '传球',
  70: '射门',
};

/** Odds markets: detail odds type 1, 2, 3 (spec §5, §9). */
export const oddsMarkets = [
  { type: 1, market: 'asia', label: '亚指' },
  { type: 2, market: 'euro', label: '欧指' },
  { type: 3, market: 'total', label: '大小' },
] as const;

export const oddsPhaseLabels = { open: '初盘', pre: '赛前', live: '滚球' } as const;

export const matchSourceLabels = { replay: '回放', generated: '模拟', live: '' } as const;

export const resultLabels = { win: '胜', draw: '平', loss: '负' } as const;

export const weekdayLabels = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
