import type { BasketballListItem, FootballListItem } from '@kanqiu/contract';
import { basketballListGroup, footballListGroup, type ListGroup } from '@kanqiu/domain';

export type MyMatch<F = FootballListItem, B = BasketballListItem> =
  { sport: 'football'; row: F } | { sport: 'basketball'; row: B };

export type MyMatchSection<F, B> = { group: ListGroup; title: string; matches: MyMatch<F, B>[] };

type Row = { s: number; ot: number };

const titles: Record<ListGroup, string> = { live: '进行中', upcoming: '未开赛', result: '已完场' };

const groupOf = (match: MyMatch<Row, Row>): ListGroup | null =>
  match.sport === 'football' ? footballListGroup(match.row.s) : basketballListGroup(match.row.s);

/**
 * The followed matches of both sports in one list: live first, then upcoming by kick-off, then
 * the finished ones, latest first.
 */
export function myMatchSections<F extends Row, B extends Row>(football: F[], basketball: B[]): MyMatchSection<F, B>[] {
  const all: MyMatch<F, B>[] = [
    ...football.map((row) => ({ sport: 'football' as const, row })),
    ...basketball.map((row) => ({ sport: 'basketball' as const, row })),
  ];
  return (['live', 'upcoming', 'result'] as const)
    .map((group) => {
      const matches = all
        .filter((match) => groupOf(match) === group)
        .sort((a, b) => (group === 'result' ? b.row.ot - a.row.ot : a.row.ot - b.row.ot));
      return { group, title: `${titles[group]} (${matches.length})`, matches };
    })
    .filter((section) => section.matches.length > 0);
}
