import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { usePageLoaded } from '../../lib/page-loaded';
import type { LiveListSync as LiveListSyncComponent } from './live-list-sync';
import type { LiveListSnapshot, LiveListSport } from './live-list-types';

// Diffs only come through the socket, which opens after the load event: so does the code applying them
// (docs/decisions/0009-first-screen-javascript.md). (`lazy` drops the component's type parameters; it is the same
// component.)
const LiveListSync = lazy(() =>
  import('./live-list-sync').then((m) => ({ default: m.LiveListSync })),
) as unknown as typeof LiveListSyncComponent;

/**
 * A score list kept live: starts from the loader's snapshot and, once the page has loaded, `live` (to be
 * rendered with the list) applies the sport stream's diffs to it (see LiveListSync) and flashes a row that
 * scored.
 */
export function useLiveList<S extends LiveListSnapshot, R>(
  sport: LiveListSport<S, R>,
  snapshot: S | null,
  resync: () => void,
): { rows: R[]; flashing: ReadonlySet<number>; live: ReactElement | null } {
  const [state, setState] = useState(() => ({ snapshot, rows: snapshot ? sport.rowsOf(snapshot) : [] }));
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(new Set());
  let rows = state.rows;
  if (state.snapshot !== snapshot) {
    rows = snapshot ? sport.rowsOf(snapshot) : [];
    setState({ snapshot, rows });
  }
  const receivedAt = useRef(0);
  useEffect(() => {
    receivedAt.current = Date.now();
  }, [snapshot]);
  const loaded = usePageLoaded();
  const live =
    loaded && snapshot ? (
      <Suspense fallback={null}>
        <LiveListSync
          sport={sport}
          snapshot={snapshot}
          receivedAt={receivedAt}
          rows={rows}
          onRows={(next) => setState({ snapshot, rows: next })}
          onFlash={setFlashing}
          resync={resync}
        />
      </Suspense>
    ) : null;
  return { rows, flashing, live };
}
