import fc from 'fast-check';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { accountRoutes } from './account-routes';

const adminToken = 'fuzz-admin-token-0123456789';

const fieldNames = [
  'phone',
  'type',
  'code',
  'password',
  'oldPassword',
  'ivId',
  'nickName',
  'realName',
  'idNumber',
  'themeColor',
  'approve',
  'content',
  'contact',
  'category',
  'file',
];

/** Values near the valid ones as well as anything at all, so requests get past validation now and then. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '13800138000',
    '123456',
    'register',
    'login',
    'reset',
    '#ff0000',
    '张三',
    '110101199003074477',
    'true',
    '',
    'AAAAAAAAAAAAAAAAAAAAAA==',
  ),
  fc.stringMatching(/^1[3-9]\d{9}$/),
  fc.stringMatching(/^\d{6}$/),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), fieldValue, {
  maxKeys: 6,
});

type Payload = { body?: string | FormData; contentType?: string };

const payload: fc.Arbitrary<Payload> = fc.oneof(
  fc.record({
    body: fc.oneof(fields, fc.jsonValue()).map((v) => JSON.stringify(v)),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    body: fc.string(),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  }),
  fields.map((f) => ({ body: new URLSearchParams(f).toString(), contentType: 'application/x-www-form-urlencoded' })),
  fc.tuple(fields, fc.uint8Array({ maxLength: 64 }), fc.constantFrom('file', 'avatar')).map(([f, bytes, name]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(f)) form.append(key, value);
    form.append(
      name,
      new Blob([Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), bytes])]),
      'x.png',
    );
    return { body: form };
  }),
  fc.string().map((text) => ({ body: `--b\r\n${text}`, contentType: 'multipart/form-data; boundary=b' })),
  fc.constant({}),
);

const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,300}$/);

const bodyShape = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() }).strict();

describe.each(backends())('fuzzing the account routes on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  // One signed-in user per route, made before any fuzzing can use up the rate limits or revoke a token.
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    for (const [method, path] of accountRoutes) tokens.set(method + path, (await registerUser(server())).token);
  });

  it.each(accountRoutes)('%s %s never answers 5xx and always answers the envelope', async (method, path) => {
    const token = tokens.get(method + path) ?? '';
    const request = fc.record({
      payload,
      query: fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), fc.string(), {
        maxKeys: 4,
      }),
      userId: fc.oneof(fc.nat().map(String), fc.string({ minLength: 1 })),
      accessToken: fc.option(fc.oneof(fc.constant(token), headerValue)),
      adminToken: fc.option(fc.oneof(fc.constant(adminToken), headerValue)),
      extra: fc.dictionary(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerValue, { maxKeys: 3 }),
    });

    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ payload: { body, contentType }, query, userId, accessToken, adminToken: admin, extra }) => {
          const url = `${server().url}${path.replace('{userId}', encodeURIComponent(userId))}?${new URLSearchParams(query).toString()}`;
          const headers: Record<string, string> = {
            ...extra,
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(accessToken !== null ? { accessToken } : {}),
            ...(admin !== null ? { 'x-admin-token': admin } : {}),
          };
          const response = await fetch(url, {
            method,
            headers,
            ...(method === 'POST' && body !== undefined ? { body } : {}),
          });
          const text = await response.text();
          expect(response.status, text).toBeLessThan(500);
          expect(bodyShape.safeParse(JSON.parse(text)).success, text).toBe(true);
          expect(JSON.parse(text)).toHaveProperty('data');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('lists every account route in the OpenAPI document', async () => {
    const document = z
      .object({
        paths: z.record(
          z.string(),
          z.record(z.string(), z.object({ summary: z.string(), tags: z.array(z.string()) }).passthrough()),
        ),
      })
      .parse(await (await fetch(`${server().url}/docs/json`)).json());
    for (const [method, path] of accountRoutes) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.summary).toMatch(/\p{Script=Han}/u);
    }
  });
});
