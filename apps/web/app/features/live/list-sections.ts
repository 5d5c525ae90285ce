import type { ListGroup } from '@kanqiu/domain';

const groupTitles = { live: '进行中', upcoming: '未开赛', result: '已完场' } as const;

export type ListSection<R> = { key: string; title: string | null; rows: R[] };

/** The rows the filter shows, as one section or grouped 进行中 / 未开赛 / 已完场 by the sport's rule. */
export function sectionsOf<R extends { s: number; isShow: number }>(
  rows: R[],
  grouped: boolean,
  groupOf: (state: number) => ListGroup | null,
): ListSection<R>[] {
  const visible = rows.filter((row) => row.isShow === 1);
  if (!grouped) return [{ key: 'all', title: null, rows: visible }];
  const sections: ListSection<R>[] = [];
  for (const group of ['live', 'upcoming', 'result'] as const) {
    const inGroup = visible.filter((row) => groupOf(row.s) === group);
    if (inGroup.length > 0)
      sections.push({ key: group, title: `${groupTitles[group]} (${inGroup.length})`, rows: inGroup });
  }
  return sections;
}
