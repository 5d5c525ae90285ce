import { rechargeOptions, rechargeResult, signInResult, walletBalances, walletEntriesPage } from '@kanqiu/contract';
import { Code, localDayOf } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { ledgerAudit, ledgerOf, walletUser } from './wallet-fixtures';
import { walletRoutePaths } from './wallet-routes';

let requestCounter = 0;
const newRequestId = () => `req-${Date.now()}-${(requestCounter += 1)}`;

describe.each(backends())('wallet routes on $name', (backend) => {
  const server = useTestServer(backend);

  const balances = async (token: string) => dataOf(await get(server(), '/user/wallet', { token }), walletBalances);
  const recharge = (token: string, packageId: string, requestId = newRequestId()) =>
    post(server(), '/user/wallet/recharge', { packageId, requestId }, { token });

  it.each(walletRoutePaths.filter(([, path]) => path !== '/user/wallet/recharge/packages'))(
    '%s %s answers the no-token code to a signed-out caller and to an unknown token',
    async (method, path) => {
      const url = path.replace('{orderNo}', 'KQ20261128200000abcdef0123');
      const call = (token?: string) =>
        method === 'GET'
          ? get(server(), url, token ? { token } : {})
          : post(server(), url, { packageId: 'p6', requestId: newRequestId() }, token ? { token } : {});
      for (const reply of [await call(), await call('not-a-real-token')]) {
        expect(reply).toMatchObject({ status: 200, code: Code.noToken, data: null });
      }
    },
  );

  it('starts a new user at zero in both currencies', async () => {
    const { token } = await walletUser(server());
    expect(await balances(token)).toEqual({ coin: 0, point: 0 });
  });

  it('lists the 充值 packages and says they run in the sandbox', async () => {
    const options = dataOf(await get(server(), '/user/wallet/recharge/packages'), rechargeOptions);
    expect(options.available).toBe(true);
    expect(options.sandbox).toBe(true);
    expect(options.packages.map((p) => [p.id, p.yuan, p.coins])).toContainEqual(['p98', 98, 980]);
  });

  it('credits a sandbox 充值 at once, marks the entry 沙盒 and says so', async () => {
    const { token } = await walletUser(server());
    const reply = await recharge(token, 'p30');
    expect(reply.msg).toContain('沙盒');
    const result = dataOf(reply, rechargeResult);
    expect(result).toMatchObject({ sandbox: true, replayed: false, order: null });
    expect(result.entry).toMatchObject({ currency: 'coin', amount: 300, balanceAfter: 300, reason: 'recharge' });
    expect(result.entry?.sandbox).toBe(true);
    expect(await balances(token)).toEqual({ coin: 300, point: 0 });
    const page = dataOf(await get(server(), '/user/wallet/entries', { token }), walletEntriesPage);
    expect(page.list).toEqual([result.entry]);
  });

  it('credits a request id once, whatever the retries, and refuses it for another package', async () => {
    const { token } = await walletUser(server());
    const requestId = newRequestId();
    const [first, second] = await Promise.all([recharge(token, 'p6', requestId), recharge(token, 'p6', requestId)]);
    const [a, b] = [dataOf(first, rechargeResult), dataOf(second, rechargeResult)];
    expect(a.entry?.id).toBe(b.entry?.id);
    expect([a.replayed, b.replayed].toSorted()).toEqual([false, true]);
    expect((await recharge(token, 'p648', requestId)).code).toBe(Code.idempotencyKeyReused);
    expect(await balances(token)).toEqual({ coin: 60, point: 0 });
  });

  it('refuses an unknown package and a malformed request id as malformed requests', async () => {
    const { token } = await walletUser(server());
    expect(await recharge(token, 'p7')).toMatchObject({ status: 400, code: Code.validationFailed });
    expect(await recharge(token, 'p6', 'short')).toMatchObject({ status: 400, code: Code.validationFailed });
    expect(await balances(token)).toEqual({ coin: 0, point: 0 });
  });

  it('keeps HTTP recharges, each sent twice, and spends through the service at once consistent', async () => {
    const fan = await walletUser(server());
    const ledger = ledgerOf(server());
    const requestIds = Array.from({ length: 25 }, newRequestId);
    const spendKeys = Array.from({ length: 50 }, (_, i) => `spend:${i}`);
    const spend = (key: string) =>
      ledger
        .debit({ userId: fan.id, currency: 'coin', amount: 10, reason: 'gift', idempotencyKey: key })
        .catch((error: { code?: number }) => error.code);
    const [recharges, spends] = await Promise.all([
      Promise.all([...requestIds, ...requestIds].map((id) => recharge(fan.token, 'p6', id))),
      Promise.all([...spendKeys, ...spendKeys].map(spend)),
    ]);

    const credited = new Set(recharges.map((reply) => dataOf(reply, rechargeResult).entry?.id));
    expect(credited.size).toBe(25);
    const spent = new Set(spends.flatMap((s) => (typeof s === 'object' ? [s.entry.id] : [])));
    expect(spends.filter((s) => typeof s !== 'object').every((code) => code === Code.insufficientBalance)).toBe(true);
    expect(await balances(fan.token)).toEqual({ coin: 25 * 60 - spent.size * 10, point: 0 });
  });

  it('pages the history newest first: page 1 resets, later pages follow, next says whether more exist', async () => {
    const { token } = await walletUser(server());
    for (const packageId of ['p6', 'p30', 'p98']) await recharge(token, packageId);
    await post(server(), '/user/wallet/sign-in', {}, { token });
    const page = async (query: Record<string, string>) =>
      dataOf(await get(server(), '/user/wallet/entries', { token, query }), walletEntriesPage);

    const first = await page({ page: '1', size: '3' });
    expect(first.list.map((e) => e.amount)).toEqual([10, 980, 300]);
    expect(first).toMatchObject({ page: 1, next: true });
    const second = await page({ page: '2', size: '3' });
    expect(second.list.map((e) => e.amount)).toEqual([60]);
    expect(second).toMatchObject({ page: 2, next: false });
    expect((await page({ page: '3', size: '3' })).list).toEqual([]);
    const coins = await page({ currency: 'coin' });
    expect(coins.list.map((e) => e.currency)).toEqual(['coin', 'coin', 'coin']);
    expect((await page({ currency: 'point' })).list.map((e) => e.reason)).toEqual(['signIn']);
    expect((await get(server(), '/user/wallet/entries', { token, query: { size: '101' } })).status).toBe(400);
  });

  it('gives sign-in points once per Beijing day', async () => {
    const { token } = await walletUser(server());
    const signIn = async () => dataOf(await post(server(), '/user/wallet/sign-in', {}, { token }), signInResult);
    const today = localDayOf(server().clock.now);
    expect(await signIn()).toEqual({ day: today, points: 10, balance: 10, alreadySignedIn: false });
    expect(await signIn()).toEqual({ day: today, points: 10, balance: 10, alreadySignedIn: true });
    server().clock.advance(86_400);
    expect(await signIn()).toMatchObject({ points: 10, balance: 20, alreadySignedIn: false });
    expect(await balances(token)).toEqual({ coin: 0, point: 20 });
  });

  it('keeps every balance equal to the sum of its entries after all of the above', async () => {
    const audit = await ledgerAudit(server().database.db);
    expect(audit.balances.size).toBeGreaterThan(3);
    expect(audit.balances).toEqual(audit.sums);
    expect(audit.lowest).toBeGreaterThanOrEqual(0);
  });
});
