import { Suspense, type ReactElement, type ReactNode } from 'react';

/**
 * A long list's items, the first screen's as they are and the rest in Suspense boundaries of a few items,
 * which React hydrates one at a time at a lower priority and commits apart, yielding to the browser in
 * between: a long list no longer hydrates and commits in one long task
 * (docs/decisions/0052-long-list-hydration-boundaries.md). No item suspends, so the HTML and the DOM are the same as
 * without the boundaries.
 */
export function inHydrationBoundaries(
  items: ReactElement[],
  { eager, perBoundary, before = 0 }: { eager: number; perBoundary: number; before?: number },
): ReactNode[] {
  const eagerHere = Math.max(0, eager - before);
  const nodes: ReactNode[] = items.slice(0, eagerHere);
  for (let start = eagerHere; start < items.length; start += perBoundary) {
    nodes.push(
      <Suspense key={`items-${before + start}`} fallback={null}>
        {items.slice(start, start + perBoundary)}
      </Suspense>,
    );
  }
  return nodes;
}
