import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeShape } from '../support/fuzz';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { walletUser } from './wallet-fixtures';
import { walletRoutePaths } from './wallet-routes';

const fieldNames = ['packageId', 'requestId', 'page', 'size', 'currency'];

/** Values near the valid ones as well as anything at all, so requests get past validation now and then. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom('p6', 'p648', 'p7', 'coin', 'point', 'gold', '0', '1', '-1', '100', '101', '1e9', ''),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,70}$/),
  fc.integer().map(String),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), fieldValue, {
  maxKeys: 5,
});
const payload = fc.oneof(
  fc.record({
    body: fc.oneof(fields, fc.jsonValue()).map((v) => JSON.stringify(v)),
    contentType: fc.constant('application/json'),
  }),
  fields.map((f) => ({ body: new URLSearchParams(f).toString(), contentType: 'application/x-www-form-urlencoded' })),
  fc.record({ body: fc.string(), contentType: fc.constantFrom('application/json', 'text/plain') }),
);

describe.each(backends())('fuzzing the wallet routes on $name', (backend) => {
  const server = useTestServer(backend);
  let token = '';
  beforeAll(async () => {
    token = (await walletUser(server())).token;
  });

  it.each(walletRoutePaths)('%s %s never answers 5xx and always answers the envelope', async (method, path) => {
    const request = fc.record({
      payload,
      query: fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), fieldValue, {
        maxKeys: 4,
      }),
      accessToken: fc.option(fc.oneof(fc.constant(token), fc.stringMatching(/^[\x21-\x7e]{0,300}$/))),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ payload: { body, contentType }, query, accessToken }) => {
        const url = `${server().url}${path}?${new URLSearchParams(query).toString()}`;
        const response = await fetch(url, {
          method,
          headers: { 'content-type': contentType, ...(accessToken !== null ? { accessToken } : {}) },
          ...(method === 'POST' ? { body } : {}),
        });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect(envelopeShape.safeParse(JSON.parse(text)).success, text).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
