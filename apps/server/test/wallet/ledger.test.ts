import { Code, MAX_LEDGER_AMOUNT } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { Posting } from '../../src/modules/wallet/ledger.service';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { ledgerAudit, ledgerOf, walletUser } from './wallet-fixtures';

const spend = (userId: number, key: string, amount = 10): Posting => ({
  userId,
  currency: 'coin',
  amount,
  reason: 'gift',
  idempotencyKey: key,
});

const grant = (userId: number, key: string, amount: number): Posting => ({
  userId,
  currency: 'coin',
  amount,
  reason: 'adjustment',
  idempotencyKey: key,
});

type Outcome<T> = { ok: true; value: T } | { ok: false; code: unknown };

/** Runs every call at once and keeps each outcome: the result, or the catalogue code it failed with. */
async function settleAll<T>(calls: (() => Promise<T>)[]): Promise<Outcome<T>[]> {
  const outcomes = await Promise.allSettled(calls.map((call) => call()));
  return outcomes.map((o) =>
    o.status === 'fulfilled'
      ? { ok: true, value: o.value }
      : { ok: false, code: (o.reason as { code?: unknown }).code },
  );
}

describe.each(backends())('the ledger service on $name', (backend) => {
  const server = useTestServer(backend);

  it('takes 50 spends, each sent twice at once, against one balance: nothing lost, nothing twice, never negative', async () => {
    const ledger = ledgerOf(server());
    const fan = await walletUser(server());
    await ledger.credit(grant(fan.id, 'grant:1', 305));

    const keys = Array.from({ length: 50 }, (_, i) => `spend:${i}`);
    const calls = [...keys, ...keys].map((key) => () => ledger.debit(spend(fan.id, key)));
    const outcomes = await settleAll(calls.toSorted(() => Math.random() - 0.5));

    const posted = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.ok ? [] : [o.code]));
    expect(refused.every((code) => code === Code.insufficientBalance)).toBe(true);
    const entryIds = new Set(posted.map((p) => p.entry.id));
    expect(entryIds.size).toBe(30);
    expect(posted.filter((p) => p.replayed)).toHaveLength(posted.length - 30);
    expect(refused).toHaveLength(100 - posted.length);
    // Every spend left its own balance: 295, 285 … 5, none lost to a race.
    const after = new Set(posted.map((p) => p.entry.balanceAfter));
    expect([...after].toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 5 + i * 10));
    expect(await ledger.balance(fan.id)).toEqual({ coin: 5, point: 0 });
  });

  it('answers a repeat with the same key and content with the first result and writes nothing', async () => {
    const ledger = ledgerOf(server());
    const fan = await walletUser(server());
    const first = await ledger.credit(grant(fan.id, 'grant:repeat', 100));
    server().clock.advance(60);
    const again = await ledger.credit(grant(fan.id, 'grant:repeat', 100));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(await ledger.balance(fan.id)).toEqual({ coin: 100, point: 0 });
  });

  it('refuses the same key with other content', async () => {
    const ledger = ledgerOf(server());
    const fan = await walletUser(server());
    await ledger.credit(grant(fan.id, 'grant:once', 100));
    await expect(ledger.credit(grant(fan.id, 'grant:once', 101))).rejects.toMatchObject({
      code: Code.idempotencyKeyReused,
    });
    await expect(ledger.debit(spend(fan.id, 'grant:once', 100))).rejects.toMatchObject({
      code: Code.idempotencyKeyReused,
    });
    expect(await ledger.balance(fan.id)).toEqual({ coin: 100, point: 0 });
  });

  it('keeps keys per user: two users may use the same key', async () => {
    const ledger = ledgerOf(server());
    const [a, b] = [await walletUser(server()), await walletUser(server())];
    await ledger.credit(grant(a.id, 'shared-key', 7));
    expect((await ledger.credit(grant(b.id, 'shared-key', 9))).replayed).toBe(false);
    expect((await ledger.balance(b.id)).coin).toBe(9);
  });

  it('refuses a spend the balance does not cover and writes nothing, so the key stays free', async () => {
    const ledger = ledgerOf(server());
    const fan = await walletUser(server());
    await expect(ledger.debit(spend(fan.id, 'spend:early', 10))).rejects.toMatchObject({
      code: Code.insufficientBalance,
    });
    await ledger.credit(grant(fan.id, 'grant:late', 10));
    const spent = await ledger.debit(spend(fan.id, 'spend:early', 10));
    expect(spent).toMatchObject({ replayed: false, entry: { amount: -10, balanceAfter: 0, reason: 'gift' } });
  });

  it('moves a gift from a fan to an anchor with both entries in one operation', async () => {
    const ledger = ledgerOf(server());
    const [fan, anchor] = [await walletUser(server()), await walletUser(server())];
    await ledger.credit(grant(fan.id, 'grant:gift', 50));
    const gift = { fromUserId: fan.id, toUserId: anchor.id, currency: 'coin', amount: 20, reason: 'gift' } as const;

    const sent = await ledger.transfer({ ...gift, idempotencyKey: 'gift:1', reference: 'gift:rocket' });
    expect(sent.debit).toMatchObject({ userId: fan.id, amount: -20, balanceAfter: 30, counterpartyId: anchor.id });
    expect(sent.credit).toMatchObject({ userId: anchor.id, amount: 20, balanceAfter: 20, counterpartyId: fan.id });
    expect(await ledger.transfer({ ...gift, idempotencyKey: 'gift:1', reference: 'gift:rocket' })).toEqual({
      ...sent,
      replayed: true,
    });

    await expect(ledger.transfer({ ...gift, amount: 31, idempotencyKey: 'gift:2' })).rejects.toMatchObject({
      code: Code.insufficientBalance,
    });
    expect(await ledger.balance(fan.id)).toEqual({ coin: 30, point: 0 });
    expect(await ledger.balance(anchor.id)).toEqual({ coin: 20, point: 0 });
  });

  it('runs opposite transfers at once without a deadlock and keeps the total', async () => {
    const ledger = ledgerOf(server());
    const [a, b] = [await walletUser(server()), await walletUser(server())];
    await ledger.credit(grant(a.id, 'grant:a', 100));
    await ledger.credit(grant(b.id, 'grant:b', 100));
    const transfer = (from: number, to: number, i: number) => () =>
      ledger.transfer({
        fromUserId: from,
        toUserId: to,
        currency: 'coin',
        amount: 3,
        reason: 'gift',
        idempotencyKey: `t:${i}`,
      });
    const calls = Array.from({ length: 40 }, (_, i) => (i % 2 ? transfer(a.id, b.id, i) : transfer(b.id, a.id, i)));
    const outcomes = await settleAll(calls);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    const [balanceA, balanceB] = [await ledger.balance(a.id), await ledger.balance(b.id)];
    expect(balanceA.coin).toBe(100);
    expect(balanceB.coin).toBe(100);
  });

  it('refuses bad amounts, a reason in the wrong currency and a transfer to oneself', async () => {
    const ledger = ledgerOf(server());
    const fan = await walletUser(server());
    for (const amount of [0, -5, 1.5, MAX_LEDGER_AMOUNT + 1, Number.NaN]) {
      await expect(ledger.credit(grant(fan.id, `bad:${amount}`, amount))).rejects.toMatchObject({
        code: Code.validationFailed,
      });
    }
    await expect(
      ledger.credit({ userId: fan.id, currency: 'point', amount: 5, reason: 'recharge', idempotencyKey: 'buy-points' }),
    ).rejects.toMatchObject({ code: Code.validationFailed });
    await expect(ledger.credit(grant(fan.id, 'has space', 5))).rejects.toMatchObject({ code: Code.validationFailed });
    await expect(
      ledger.transfer({
        fromUserId: fan.id,
        toUserId: fan.id,
        currency: 'coin',
        amount: 1,
        reason: 'gift',
        idempotencyKey: 'self',
      }),
    ).rejects.toMatchObject({ code: Code.validationFailed });
    expect((await ledger.credit(grant(fan.id, 'max', MAX_LEDGER_AMOUNT))).entry.balanceAfter).toBe(MAX_LEDGER_AMOUNT);
  });

  it('keeps every cached balance equal to the sum of its entries, none ever below zero', async () => {
    const audit = await ledgerAudit(server().database.db);
    expect(audit.balances.size).toBeGreaterThan(5);
    expect(audit.balances).toEqual(audit.sums);
    expect(audit.lowest).toBeGreaterThanOrEqual(0);
  });
});
