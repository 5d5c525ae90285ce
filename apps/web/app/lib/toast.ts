/**
 * A text toast whose code (antd-mobile's Toast, its mask and animation library: about 30 KB of gzip) loads with
 * the first one shown, so a page whose first screen only might toast does not carry it
 * (docs/decisions/0046-first-screen-stylesheets-in-html.md).
 */
export function showToast(content: string): void {
  void import('./antd-imperative').then(({ Toast }) => Toast.show({ content }));
}
