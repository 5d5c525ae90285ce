import { pushSignatureHeader, pushTimestampHeader, signPush } from '@kanqiu/test-factories';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { basketballProviders } from '../support/basketball-fixtures';
import { seedScenario } from '../support/football-fixtures';
import {
  envelopeShape,
  fuzzTally,
  readinessStatus,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
} from '../support/fuzz';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const adminToken = 'fuzz-admin-token-0123456789';
const ingestSecret = 'fuzz-ingest-secret-0123456789';

type Route = { method: string; path: string; operation: OpenApiDocument['paths'][string][string] };

async function routesOf(server: TestServer): Promise<Route[]> {
  const document = (await (await fetch(`${server.url}/docs/json`)).json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Football and basketball matches, so generated ids and filters find rows now and then. */
async function seed(server: TestServer): Promise<number[]> {
  await seedScenario(server);
  await server.ingest.ingest(basketballProviders().bootstrap());
  const rows = await server.database.db.selectFrom('matches').select('id').limit(30).execute();
  return rows.map((row) => row.id);
}

function send(server: TestServer, method: string, request: FuzzRequest): Promise<Response> {
  const headers = { ...request.headers };
  // The push endpoint checks its signature before validation: sign, so the fuzz reaches the schema and beyond.
  if (request.path === '/feed/push' && typeof request.body === 'string') {
    headers[pushTimestampHeader] = String(server.clock.now);
    headers[pushSignatureHeader] = signPush(server.clock.now, request.body, ingestSecret);
  }
  return fetch(`${server.url}${request.path}?${request.query}`, {
    method,
    headers,
    ...(method === 'POST' && request.body !== undefined ? { body: request.body } : {}),
  });
}

/**
 * Every route the OpenAPI document lists, with valid and hostile values for each of its parameters and
 * body fields: never a 5xx, always the envelope. On PostgreSQL this is what finds NUL and integer overflow.
 */
const revokes = /logout|password|cancel/i;

describe.each(backends())('fuzzing every route of /docs/json on $name', (backend) => {
  // One address registers a user per route and fuzzes the SMS route: no daily cap may stop the setup.
  const server = useTestServer(backend, {
    env: { ADMIN_TOKEN: adminToken, INGEST_SECRET: ingestSecret, SMS_DAILY_LIMIT_PER_IP: '100000' },
  });
  let routes: Route[] = [];
  let knownIds: number[] = [];
  const tokens = new Map<string, string>();
  const tally = fuzzTally('routes', backend.name);
  afterAll(() => tally.report());

  beforeAll(async () => {
    knownIds = await seed(server());
    routes = await routesOf(server());
    // Made before fuzzing can use up limits. A route that can revoke a token (logout, password change) gets
    // one of its own; the others share one, or registering a user per route would meet the IV limit.
    const shared = (await registerUser(server())).token;
    for (const { method, path } of routes) {
      tokens.set(method + path, revokes.test(path) ? (await registerUser(server())).token : shared);
    }
  });

  it('walks a sizeable API', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('never answers 5xx and always answers the envelope', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of routes) {
      const token = tokens.get(method + path) ?? '';
      const headers = {
        accesstoken: fc.oneof(fc.constant(token), fc.stringMatching(/^[\x21-\x7e]{0,64}$/)),
        'x-admin-token': fc.oneof(fc.constant(adminToken), fc.stringMatching(/^[\x21-\x7e]{0,32}$/)),
      };
      const property = fc.asyncProperty(requestsFor(path, operation, { knownIds, headers }), async (request) => {
        const response = await send(server(), method, request);
        const text = await response.text();
        tally.count(method);
        const shown = `${request.path}?${request.query} ${JSON.stringify(request.body ?? null).slice(0, 300)} → ${text}`;
        if (response.status >= 500) throw new Error(shown);
        // A picture route may meet a real file's name (an emoji such as a9.svg): the picture is its answer.
        const picture = response.ok && response.headers.get('content-type')?.startsWith('image/');
        if (!picture && !envelopeShape.safeParse(JSON.parse(text)).success) throw new Error(shown);
      });
      // Every route is fuzzed even after one fails, so a run names all of them.
      const details = await fc.check(property, { numRuns: 60 });
      if (details.failed) failures.push(`${method} ${path}: ${String(details.errorInstance)}`);
    }
    expect(failures).toEqual([]);
    expect(tally.total()).toBeGreaterThanOrEqual(60 * routes.length);
    expect(await readinessStatus(server().url)).toBe(200);
  }, 240_000);
});
