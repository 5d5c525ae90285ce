import type { ReactElement } from 'react';
import { MinorModeHost } from './features/minor-mode/minor-host';
import { ApiExceptionHost } from './features/shell/api-exception-host';
import { NavigationIndicator } from './features/shell/navigation-indicator';

/**
 * What every page runs once it has loaded, one chunk the root fetches then: the 加载中 indicator (navigations start
 * from taps), the API exception event's toasts and prompts (spec §8) and 青少年模式's heartbeat. The first screen
 * carries neither their code nor the list of the files they need
 * (docs/decisions/0048-first-screen-javascript-within-budget.md).
 */
export function AfterLoad(): ReactElement {
  return (
    <>
      <NavigationIndicator />
      <ApiExceptionHost />
      <MinorModeHost />
    </>
  );
}
