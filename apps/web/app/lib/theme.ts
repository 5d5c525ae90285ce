/**
 * The theme colour (spec: crimson by default; the user's diyTheme otherwise). It reaches CSS as
 * --kq-primary and antd-mobile's --adm-color-primary, so only a strict #RRGGBB ever gets there.
 */
export const DEFAULT_THEME = '#DC143C';

const hexColor = /^#[0-9a-fA-F]{6}$/;

export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && hexColor.test(value);
}

/** The first valid colour among the candidates, upper-cased; the default when none is. */
export function resolveTheme(...candidates: unknown[]): string {
  const found = candidates.find(isThemeColor);
  return (found ?? DEFAULT_THEME).toUpperCase();
}

export function themeStyle(color: string): string {
  const theme = resolveTheme(color);
  return `html:root{--kq-primary:${theme};--adm-color-primary:${theme};}`;
}
