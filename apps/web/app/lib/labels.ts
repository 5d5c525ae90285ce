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
