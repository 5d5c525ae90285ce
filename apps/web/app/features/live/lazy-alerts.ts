/**
 * The fan's alerts, raised from code fetched with the first one: alerts follow live updates, which
 * start after the page's load event, so a score list's first screen does not carry them
 * (docs/decisions/0009-first-screen-javascript.md). Alerts raised while the code loads are shown in the order raised
 * (one promise, callbacks in order).
 */
import type * as AlertStore from './alert-store';
import type * as Alerts from './alerts';
import type { AlertChange, AlertKind } from './alerts';
import { followedBy } from './fan-follows';

let alertCode: Promise<[typeof Alerts, typeof AlertStore]> | null = null;
const loadAlertCode = () => (alertCode ??= Promise.all([import('./alerts'), import('./alert-store')]));

/** Toasts (and a beep on a goal) for one match's change, worded by `textOf`, under the fan's settings. */
export function raiseAlerts(
  matchId: number,
  change: AlertChange,
  textOf: (kind: AlertKind, text: typeof Alerts.alertText) => string,
): void {
  void loadAlertCode().then(([alerts, { useAlertStore, playAlertBeep }]) => {
    // The saved settings load here when no toast stack has loaded them yet.
    useAlertStore.getState().load();
    const { settings, push } = useAlertStore.getState();
    const kinds = alerts.alertsFor({ ...change, followed: followedBy(matchId, change.followed) }, settings);
    for (const kind of kinds) push({ kind, matchId, text: textOf(kind, alerts.alertText) });
    if (kinds.includes('goal') && settings.jqChecked) playAlertBeep();
  });
}

/** A message that is no match alert (a failed follow), in the same toast stack. */
export function pushInfoToast(matchId: number, text: string): void {
  void loadAlertCode().then(([, { useAlertStore }]) => useAlertStore.getState().push({ kind: 'info', matchId, text }));
}
