import { isAcceptablePassword, isValidPhone } from '@kanqiu/domain';
import { passwordRuleText } from '../../lib/labels';

/** antd-mobile Form rules shared by the account forms (same rules as the API's, from domain). */
export const phoneRules = [
  { required: true, message: '请输入手机号' },
  {
    validator: (_rule: unknown, value: unknown) =>
      typeof value !== 'string' || value === '' || isValidPhone(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error('手机号格式不正确')),
  },
];

export const smsCodeRules = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
];

export const newPasswordRules = [
  { required: true, message: '请设置密码' },
  {
    validator: (_rule: unknown, value: unknown) =>
      typeof value !== 'string' || value === '' || isAcceptablePassword(value)
        ? Promise.resolve()
        : Promise.reject(new Error(`密码需为 ${passwordRuleText}`)),
  },
];
