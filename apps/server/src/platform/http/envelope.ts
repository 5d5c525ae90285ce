import { Code } from '@kanqiu/domain';
import type { Envelope } from '@kanqiu/contract';

export function ok<T>(data: T): Envelope<T> & { data: T } {
  return { code: Code.ok, msg: '成功', data };
}
