import { expect } from 'vitest';
import { z } from 'zod';
import type { TestServer } from './test-server';

const openApi = z.object({
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ summary: z.string(), tags: z.array(z.string()) }).passthrough()),
  ),
});

/** Each route is in the server's /docs/json with a Chinese summary and a tag the pattern accepts. */
export async function expectInOpenApi(
  server: TestServer,
  routes: readonly (readonly [method: string, path: string])[],
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
