import type { CodeMessages } from '../../platform/http/messages';

/** The codes 账号 answers with, and what the fan reads in the envelope's `msg`. */
export const userCodes = {
  phoneAlreadyRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未注册',
  wrongCredentials: '手机号或密码错误',
  smsCodeInvalid: '验证码错误或已过期',
  passwordIvInvalid: '加密参数已失效，请重试',
  passwordUndecryptable: '密码解密失败，请重试',
  passwordTooWeak: '密码需为 6–20 位，且同时包含字母和数字',
  oldPasswordWrong: '原密码不正确',
  nickNameInvalid: '昵称需为 2–16 个字符，只能包含中英文、数字、下划线和减号',
  nickNameSensitive: '昵称包含敏感词，请修改',
  nickNameTaken: '该昵称已被使用',
  idNumberInvalid: '身份证号码不正确',
  alreadyCertified: '已完成实名认证',
  smsTooFrequent: '验证码发送过于频繁，请 60 秒后再试',
  smsDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  smsSendFailed: '验证码发送失败，请稍后再试',
} satisfies CodeMessages;
