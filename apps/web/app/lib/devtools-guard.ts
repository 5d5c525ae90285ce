import { DEVTOOLS_DEBUGGER_INTERVAL_MS } from '@kanqiu/domain';

export const devtoolsKeys = (event: KeyboardEvent): boolean =>
  event.key === 'F12' ||
  ((event.ctrlKey || event.metaKey) && event.shiftKey && ['I', 'J', 'C'].includes(event.key.toUpperCase())) ||
  (event.metaKey && event.altKey && event.key.toUpperCase() === 'I');

/**
 * Spec §9 developer-tool blocking, an operator option (WEB_BLOCK_DEVTOOLS=on, off by default): F12 and the
 * inspector shortcuts, the context menu, and a debugger statement every 4 s that pauses an open inspector.
 * It also takes the context menu from fans who need it (copy, screen readers' menus): see docs/deploy.md.
 */
export function blockDevtools(): void {
  window.addEventListener('keydown', (event) => {
    if (devtoolsKeys(event)) event.preventDefault();
  });
  window.addEventListener('contextmenu', (event) => event.preventDefault());
  window.setInterval(() => {
    // eslint-disable-next-line no-debugger -- the option's whole point: an open inspector stops here
    debugger;
  }, DEVTOOLS_DEBUGGER_INTERVAL_MS);
}
