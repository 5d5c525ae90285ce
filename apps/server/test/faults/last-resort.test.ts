import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/failing-process.ts', import.meta.url));

type LogLine = { level: number; msg: string; err?: { message: string; stack: string }; origin?: string };

describe('the last-resort handler', () => {
  it('logs an unhandled rejection and carries on, logs an uncaught exception as fatal and exits 1', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fixture], { encoding: 'utf8', timeout: 20_000 });
    const lines = child.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

    expect(child.status).toBe(1);
    expect(lines.map((line) => [line.level, line.msg, line.err?.message])).toEqual([
      [50, 'unhandled promise rejection', 'nobody awaited this'],
      [30, 'still serving', undefined],
      [60, 'uncaught exception, exiting', 'the feed exploded'],
    ]);
    expect(lines[2]).toMatchObject({ origin: 'uncaughtException' });
    expect(lines[2]?.err?.stack).toContain('failing-process.ts');
  }, 30_000);
});
