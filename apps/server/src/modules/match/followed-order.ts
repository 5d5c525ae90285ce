import type { ListGroup } from '@kanqiu/domain';

/** The 关注 list: live first, then fixtures by kick-off, then results newest first; rows no list shows are dropped. */
export function followedOrder<R extends { state: number }>(
  rows: readonly R[],
  groupOf: (state: number) => ListGroup | null,
): R[] {
  const of = (group: ListGroup) => rows.filter((row) => groupOf(row.state) === group);
  return [...of('live'), ...of('upcoming'), ...of('result').reverse()];
}
