import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** Files kept free for what the process opens besides sockets: the database, Redis, uploads, ffmpeg, memory sampling. */
export const RESERVED_FILES = 1000;

/** The soft limit of open files of this process (Linux), or undefined where it cannot be read. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many sockets the API keeps open at most. At the file limit every open fails with EMFILE, and the next
 * failure in a timer (memory sampling, a log write) would take the process down; so sockets beyond the ceiling
 * are closed at once and the rest keep being served. An operator's setting wins; without a known limit, none.
 */
export function connectionCeiling(configured: number | undefined, fileLimit: number | undefined): number | undefined {
  if (configured !== undefined) return configured;
  if (fileLimit === undefined) return undefined;
  return Math.max(fileLimit - RESERVED_FILES, Math.floor(fileLimit / 2));
}

const DROP_REPORT_MS = 10_000;

/** Puts the ceiling on the server; sockets closed at it are logged at most every ten seconds, with their count. */
export function applyConnectionCeiling(server: Server, ceiling: number | undefined, logger: Logger): void {
  if (ceiling === undefined) return;
  server.maxConnections = ceiling;
  let dropped = 0;
  let reportedAt = 0;
  server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - reportedAt < DROP_REPORT_MS) return;
    logger.warn({ dropped, ceiling }, 'connections closed at the connection ceiling');
    reportedAt = now;
    dropped = 0;
  });
}
