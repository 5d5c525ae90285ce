import { describe, expect, it } from 'vitest';
import { devtoolsKeys } from './devtools-guard';

const key = (init: Partial<KeyboardEvent>) =>
  ({ ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init }) as KeyboardEvent;

describe('the developer-tool keys (spec §9 operator option)', () => {
  it('are F12 and the inspector shortcuts of Windows, Linux and macOS', () => {
    expect(devtoolsKeys(key({ key: 'F12' }))).toBe(true);
    expect(devtoolsKeys(key({ key: 'I', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(devtoolsKeys(key({ key: 'j', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(devtoolsKeys(key({ key: 'i', metaKey: true, altKey: true }))).toBe(true);
  });

  it('leave typing and ordinary shortcuts alone', () => {
    expect(devtoolsKeys(key({ key: 'i' }))).toBe(false);
    expect(devtoolsKeys(key({ key: 'c', ctrlKey: true }))).toBe(false);
    expect(devtoolsKeys(key({ key: 'F5' }))).toBe(false);
  });
});
