import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { accountRoutes } from './account-routes';

const adminToken = 'openapi-admin-token-0123456789';

describe.each(backends())('the account routes in the OpenAPI document on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });

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
