import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, type TestServer } from './test-server';
import { useTestServer } from './use-test-server';

type Routes = readonly (readonly [method: string, path: string])[];

/** The API reference every route is listed in. */
export const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');

const openApi = z.object({
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ summary: z.string(), tags: z.array(z.string()) }).passthrough()),
  ),
});

/** Each route is in the server's /docs/json with a Chinese summary and a tag the pattern accepts. */
export async function expectInOpenApi(
  server: TestServer,
  routes: Routes,
  tag: RegExp,
): Promise<void> {
  const document = openApi.parse(await (await fetch(`${server.url}/docs/json`)).json());
  for (const [method, path] of routes) {
    const operation = document.paths[path]?.[method.toLowerCase()];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.summary).toMatch(/\p{Script=Han}/u);
    expect(operation?.tags[0]).toMatch(tag);
  }
}

/** Each route is named in docs/api.md and is in OpenAPI as `expectInOpenApi` checks. */
export async function expectDocumented(server: TestServer, routes: Routes, tag: RegExp): Promise<void> {
  for (const [method, path] of routes) expect(apiDoc, `${method} ${path} in docs/api.md`).toContain(`${method} ${path}`);
  await expectInOpenApi(server, routes, tag);
}

/** A block that checks a module's routes one by one in docs/api.md, then all of them in OpenAPI. */
export function describeRouteDocs(title: string, routes: Routes, tag: RegExp): void {
  describe(title, () => {
    const server = useTestServer(backends()[0]!);

    it.each(routes)('documents %s %s in docs/api.md', (method, path) => {
      expect(apiDoc).toContain(`${method} ${path}`);
    });

    it(`lists every route in OpenAPI with a Chinese summary under the tag ${tag.source}`, async () => {
      await expectInOpenApi(server(), routes, tag);
    });
  });
}
