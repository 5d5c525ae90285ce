import { rechargeOptions, walletBalances } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { walletUser } from './wallet-fixtures';

describe.each(backends())('充值 in production with no real provider, on $name', (backend) => {
  const server = useTestServer(backend, {
    env: {
      NODE_ENV: 'production',
      ID_NUMBER_HASH_KEY: 'a-production-secret-of-this-test-0001',
      UPLOAD_URL_KEY: 'a-production-secret-of-this-test-0002',
      SOCKET_TOKEN_KEY: 'a-production-secret-of-this-test-0002-socket',
      SMS_OUTBOX: 'off',
    },
  });

  it('says 充值 is closed and credits nothing, while the rest of the wallet works', async () => {
    expect(dataOf(await get(server(), '/user/wallet/recharge/packages'), rechargeOptions)).toMatchObject({
      available: false,
      sandbox: false,
    });
    const { token } = await walletUser(server());
    const reply = await post(
      server(),
      '/user/wallet/recharge',
      { packageId: 'p6', requestId: 'closed-0001' },
      { token },
    );
    expect(reply).toMatchObject({ status: 200, code: Code.rechargeUnavailable, msg: '充值暂未开放', data: null });
    expect((await post(server(), '/user/wallet/sign-in', {}, { token })).code).toBe(Code.ok);
    expect(dataOf(await get(server(), '/user/wallet', { token }), walletBalances)).toEqual({ coin: 0, point: 10 });
  });
});
