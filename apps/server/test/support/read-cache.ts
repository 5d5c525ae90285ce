import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** How long another instance may take to hear a write over the bus (it takes milliseconds). */
export const BUS_WAIT_MS = 2000;

/** Reads twice and checks the second answer came from memory (the read cache or the answers before the framework). */
export async function readFromMemory<T>(server: TestServer, read: () => Promise<T>): Promise<T> {
  await read();
  const hits = () => server.readCache.stats().hits + server.answerMemory.hits();
  const before = hits();
  const again = await read();
  expect(hits()).toBeGreaterThan(before);
  return again;
}
