import { describe, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { expectInOpenApi } from '../support/open-api';
import { accountRoutes } from './account-routes';

const adminToken = 'openapi-admin-token-0123456789';

describe.each(backends())('the account routes in the OpenAPI document on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });

  it('lists every account route in the OpenAPI document', async () => {
    await expectInOpenApi(server(), accountRoutes, /./);
  });
});
