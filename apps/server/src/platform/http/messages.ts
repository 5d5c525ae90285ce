import { Code, type CodeName } from '@kanqiu/domain';

/** The default Chinese message of every code, sent in the envelope's `msg`. */
const messages: Record<CodeName, string> = {
  ok: '成功',
  validationFailed: '请求参数不正确',
  noToken: '登录已失效，请重新登录',
  forbidden: '没有权限执行该操作',
  notFound: '请求的内容不存在',
  conflict: '数据已变更，请刷新后重试',
  rateLimited: '操作过于频繁，请稍后再试',
  internalError: '服务器开小差了，请稍后再试',
  notReady: '服务正在启动，请稍后再试',
  videoUnavailable: '视频暂不可用',
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
  uploadTypeRejected: '仅支持 JPG、PNG、WEBP 或 GIF 图片',
  uploadTooLarge: '图片不能超过 2 MB',
  smsTooFrequent: '验证码发送过于频繁，请 60 秒后再试',
  smsDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  feedUnknownReference: '推送的比赛引用了未知的赛事或球队',
  realNameRequired: '开播需先完成实名认证',
  insufficientBalance: '余额不足',
  rechargeUnavailable: '充值暂未开放',
  idempotencyKeyReused: '该请求编号已用于另一笔不同的操作',
};

const byValue = new Map<number, string>(
  (Object.keys(Code) as CodeName[]).map((name) => [Code[name], messages[name]]),
);

export function messageFor(code: number): string {
  return byValue.get(code) ?? messages.internalError;
}
