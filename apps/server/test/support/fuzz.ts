import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestServer } from './test-server';

/** Every body, whatever went wrong: the envelope and nothing else. */
export const envelopeShape = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() }).strict();

const listFieldNames = ['type', 'date', 'filterId', 'platform', 'channel', 'isRefresh', 'selType', 'companyId'];

/** Values near the valid ones of the score-list routes as well as anything at all, so requests get past validation now and then. */
export function listFieldValue(near: readonly string[]) {
  return fc.oneof(
    fc.string(),
    fc.constantFrom('-1', '1e3', 'NaN', '', '2026-03-14', '2026-02-30', '!', ...near),
    fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    fc.stringMatching(/^(\d{1,12}!){0,5}\d{0,20}$/),
    fc.integer().map(String),
  );
}

/** Throws random match ids and query strings at a GET route with `{id}`; it must never answer 5xx. */
export async function assertGetRouteHolds(
  server: TestServer,
  path: string,
  knownIds: readonly string[],
  fieldValue: fc.Arbitrary<string>,
): Promise<void> {
  const matchId = fc.oneof(
    fc.constantFrom(...knownIds),
    fc.constantFrom('0', '-1', '99999999999', '1e400', 'abc', '%20', '1.5'),
    fc.nat().map(String),
    fc.string({ minLength: 1 }),
  );
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...listFieldNames), fc.string({ maxLength: 8 })), fieldValue, {
    maxKeys: 4,
  });
  await fc.assert(
    fc.asyncProperty(matchId, query, async (id, params) => {
      const url = `${server.url}${path.replace('{id}', encodeURIComponent(id))}?${new URLSearchParams(params).toString()}`;
      const response = await fetch(url);
      const text = await response.text();
      expect(response.status, `${url} ${text}`).toBeLessThan(500);
      expect(envelopeShape.safeParse(JSON.parse(text)).success, text).toBe(true);
    }),
    { numRuns: 60 },
  );
}
