import { Code, type CodeName } from '@kanqiu/domain';

/** Codes with the Chinese message the envelope's `msg` carries: each module declares its own (`modules/<m>/codes.ts`). */
export type CodeMessages = Partial<Record<CodeName, string>>;

/** The codes the platform answers with itself: the HTTP faults, the readiness gate and the uploads it checks. */
const platformCodes = {
  ok: '成功',
  validationFailed: '请求参数不正确',
  noToken: '登录已失效，请重新登录',
  forbidden: '没有权限执行该操作',
  notFound: '请求的内容不存在',
  conflict: '数据已变更，请刷新后重试',
  rateLimited: '操作过于频繁，请稍后再试',
  internalError: '服务器开小差了，请稍后再试',
  notReady: '服务正在启动，请稍后再试',
  uploadTypeRejected: '仅支持 JPG、PNG、WEBP 或 GIF 图片',
  uploadTooLarge: '图片不能超过 2 MB',
} satisfies CodeMessages;

const catalogue = new Map<number, string>();

/**
 * Adds codes to the one catalogue `AppError` reads its message from; the modules' are added as they register, before
 * any request. The same code with another text is a wiring fault.
 */
export function addCodeMessages(codes: CodeMessages): void {
  for (const [name, text] of Object.entries(codes) as [CodeName, string][]) {
    const known = catalogue.get(Code[name]);
    if (known !== undefined && known !== text) throw new Error(`Code ${name} has two messages: ${known} / ${text}`);
    catalogue.set(Code[name], text);
  }
}

addCodeMessages(platformCodes);

export function messageFor(code: number): string {
  return catalogue.get(code) ?? platformCodes.internalError;
}

/** Whether every code of the catalogue in `@kanqiu/domain` has its message. */
export const codesWithoutMessage = (): CodeName[] =>
  (Object.keys(Code) as CodeName[]).filter((name) => !catalogue.has(Code[name]));
