import { lazy, Suspense, type ReactElement } from 'react';
import type { ListFilter, ListSheet } from './live-list-types';
import { LiveToasts } from './live-toasts';

const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));
const AlertSettingsSheet = lazy(() =>
  import('./alert-settings-sheet').then((m) => ({ default: m.AlertSettingsSheet })),
);

/** What a score list shows over itself once the page has loaded: the alert toasts and the open sheet. */
export function ListOverlays(props: {
  sheet: ListSheet;
  filter: ListFilter | null;
  sport: 'football' | 'basketball';
  onClose(): void;
  onApplied(): void;
}): ReactElement {
  const { sheet, filter } = props;
  return (
    <>
      <LiveToasts />
      {sheet ? (
        <Suspense fallback={null}>
          {sheet === 'filter' && filter ? (
            <FilterSheet {...filter} sport={props.sport} onClose={props.onClose} onApplied={props.onApplied} />
          ) : null}
          {sheet === 'alerts' ? <AlertSettingsSheet onClose={props.onClose} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
