/** The types of product.mjs, for the tests (TypeScript). */
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const root: string;
export function spawnApi(options: {
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
  stdio?: StdioOptions;
}): ChildProcess;
export function spawnWeb(options: {
  port: number;
  apiUrl: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function stop(child: ChildProcess): Promise<void>;
