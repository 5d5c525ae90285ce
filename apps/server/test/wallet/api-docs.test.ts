import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { expectInOpenApi } from '../support/open-api';
import { walletRoutePaths } from './wallet-routes';

const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');

describe('the wallet routes in docs/api.md', () => {
  it.each(walletRoutePaths)('documents %s %s', (method, path) => {
    expect(apiDoc).toContain(`\`${method} ${path}`);
  });

  it.each(['PaymentProvider', '沙盒', '充值暂未开放', 'PAYMENT_PROVIDER', 'signIn'])('explains %s', (term) => {
    expect(apiDoc).toContain(term);
  });
});

describe('the wallet routes in OpenAPI', () => {
  const server = useTestServer(backends()[0]!);

  it('lists every wallet route with a Chinese summary under the wallet tag', async () => {
    await expectInOpenApi(server(), walletRoutePaths, /^wallet$/);
  });
});
