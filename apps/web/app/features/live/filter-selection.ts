/**
 * The league filter sheet's selection: which competitions the fan keeps. The list reads it as a
 * filter id (domain serialiseFilterIds); everything selected is no filter at all.
 */
import { serialiseFilterIds } from '@kanqiu/domain';

export type FilterCompetition = { id: number; name: string; count: number; hot: boolean };

export type Selection = ReadonlySet<number>;

export const selectAll = (all: readonly FilterCompetition[]): Selection => new Set(all.map((c) => c.id));

export const invertSelection = (all: readonly FilterCompetition[], selected: Selection): Selection =>
  new Set(all.filter((c) => !selected.has(c.id)).map((c) => c.id));

export const selectHot = (all: readonly FilterCompetition[]): Selection =>
  new Set(all.filter((c) => c.hot).map((c) => c.id));

export function toggleSelection(selected: Selection, id: number): Selection {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const selectedCount = (all: readonly FilterCompetition[], selected: Selection): number =>
  all.reduce((sum, c) => (selected.has(c.id) ? sum + c.count : sum), 0);

/** '' when every competition is kept (no filter), else the '!'-separated ids in the sheet's order. */
export function filterIdFor(all: readonly FilterCompetition[], selected: Selection): string {
  const kept = all.filter((c) => selected.has(c.id)).map((c) => c.id);
  if (kept.length === all.length) return '';
  return serialiseFilterIds(kept);
}
