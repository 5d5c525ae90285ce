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

export const resultLabels = { win: '胜', draw: '平', loss: '负' } as const;

/** Short column heads of the quarter table. */
export function basketballPeriodShort(period: number): string {
  if (period >= 1 && period <= 4) return ['一', '二', '三', '四'][period - 1] ?? '';
  return period === 5 ? 'OT' : `OT${period - 4}`;
}

/** Basketball plays (domain BasketballPlayType). */
export const basketballPlayLabels: Record<number, string> = {
  1: '节开始',
  2: '节结束',
  3: '2分命中',
  4: '2分不中',
  5: '3分命中',
  6: '3分不中',
  7: '罚球命中',
  8: '罚球不中',
  9: '前场篮板',
  10: '后场篮板',
  11: '失误',
  12: '抢断',
  13: '盖帽',
  14: '犯规',
  15: '暂停',
  16: '换人',
  17: '助攻',
};

/** Basketball team statistics (domain BasketballStatisticType). */
export const basketballStatisticLabels: Record<number, string> = {
  101: '得分',
  102: '篮板',
  103: '助攻',
  104: '抢断',
  105: '盖帽',
  106: '失误',
  107: '犯规',
  108: '投篮命中',
  109: '投篮出手',
  110: '三分命中',
  111: '三分出手',
  112: '罚球命中',
  113: '罚球出手',
};

/** Basketball odds-type switch (spec §5): 1 让分, 2 胜负, 3 大小分. */
export const basketballOddsTypes = [
  { type: 1, label: '让分' },
  { type: 2, label: '胜负' },
  { type: 3, label: '大小分' },
] as const;
