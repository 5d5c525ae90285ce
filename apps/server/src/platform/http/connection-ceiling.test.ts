import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionCeiling, openFileLimit } from './connection-ceiling';

const limits = (soft: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             127664               127664               processes ',
    `Max open files            ${soft.padEnd(21)}20000                files     `,
  ].join('\n');

function limitsFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'kanqiu-limits-')), 'limits');
  writeFileSync(file, text);
  return file;
}

describe('openFileLimit', () => {
  it('reads the soft limit of open files', () => {
    expect(openFileLimit(limitsFile(limits('20000')))).toBe(20000);
  });

  it('knows no limit when it is unlimited or the file cannot be read', () => {
    expect(openFileLimit(limitsFile(limits('unlimited')))).toBeUndefined();
    expect(openFileLimit('/nonexistent/limits')).toBeUndefined();
  });
});

describe('connectionCeiling', () => {
  it('keeps a thousand files free below the limit', () => {
    expect(connectionCeiling(undefined, 20000)).toBe(19000);
  });

  it('keeps half the files free when the limit is small', () => {
    expect(connectionCeiling(undefined, 1024)).toBe(512);
  });

  it('takes the operator setting over the file limit, and sets none when neither is known', () => {
    expect(connectionCeiling(5, 20000)).toBe(5);
    expect(connectionCeiling(undefined, undefined)).toBeUndefined();
  });
});
