import { Code } from '@kanqiu/domain';

/** An API answer after the envelope has been checked: success with its data, or the business failure. */
/** `raised`: the failure raised the app-wide exception event, whose toast or prompt the shell shows. */
export type ApiResult<T> =
  { ok: true; code: 200; msg: string; data: T } | { ok: false; code: number; msg: string; raised?: true };

export const unreachableMessage = '网络开小差了，请稍后再试';
export const malformedMessage = '服务器返回的数据有误，请稍后再试';

export function failure(code: number, msg: string): { ok: false; code: number; msg: string } {
  return { ok: false, code, msg };
}

export function isNoToken(result: { code: number }): boolean {
  return result.code === Code.noToken;
}

/** Reads {code, msg, data} from an unknown JSON body without trusting its shape. */
export function readEnvelope(body: unknown): { code: number; msg: string; data: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.code !== 'number') return null;
  return { code: record.code, msg: typeof record.msg === 'string' ? record.msg : '', data: record.data ?? null };
}
