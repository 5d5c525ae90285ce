import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, resolveTheme, themeStyle } from './theme';
import { themePresets } from './theme-presets';

describe('resolveTheme', () => {
  it('defaults to crimson', () => {
    expect(DEFAULT_THEME).toBe('#DC143C');
    expect(resolveTheme()).toBe('#DC143C');
    expect(resolveTheme(null, undefined, '')).toBe('#DC143C');
  });

  it('takes the first valid colour', () => {
    expect(resolveTheme(null, '#1677ff', '#00A870')).toBe('#1677FF');
    expect(resolveTheme('red', '#00a870')).toBe('#00A870');
  });

  it('never lets CSS through', () => {
    expect(themeStyle('#000;}body{display:none')).toBe('html:root{--kq-primary:#DC143C;--adm-color-primary:#DC143C;}');
  });

  it('has valid presets starting with the default', () => {
    expect(themePresets[0].color).toBe(DEFAULT_THEME);
    for (const preset of themePresets) expect(resolveTheme(preset.color)).toBe(preset.color.toUpperCase());
  });
});
