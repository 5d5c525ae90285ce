import { describe, expect, it } from 'vitest';
import { PRIZE_TABLE } from './campaign';
import { drawMessage, drawUnit, isClientSeed, PRIZE_WEIGHT_TOTAL, roundSeedHash, slotOf } from './fair-draw';

const SEED = '3f9a1c0d5e7b2a4c6d8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e';
const weights = PRIZE_TABLE.map((slot) => slot.weight);

describe('roundSeedHash', () => {
  it('is the SHA-256 of the revealed seed, so the published hash checks against it', async () => {
    // Computed independently: `printf %s "$SEED" | sha256sum`.
    expect(await roundSeedHash(SEED)).toBe('1f6cfa5bda1977309955477c59bb9880f1c39e6cdc78927a5f256e01db5b8a01');
    expect(await roundSeedHash(SEED)).not.toBe(await roundSeedHash(`${SEED.slice(0, -1)}f`));
  });
});

describe('client seeds', () => {
  it('are 1–32 letters, digits, underscores or hyphens', () => {
    expect(isClientSeed('my-lucky_seed7')).toBe(true);
    expect(isClientSeed('x'.repeat(32))).toBe(true);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('x'.repeat(33))).toBe(false);
    expect(isClientSeed('a:1')).toBe(false);
    expect(isClientSeed('幸运')).toBe(false);
  });

  it('go into the message before the nonce, and a seed the rule refuses is never signed', () => {
    expect(drawMessage('my-lucky-seed', 7)).toBe('my-lucky-seed:7');
    expect(() => drawMessage('a:1', 7)).toThrow(RangeError);
  });
});

describe('drawUnit', () => {
  it('is the first 52 bits of HMAC-SHA256(server seed, "clientSeed:nonce") over 2^52', async () => {
    // Computed independently: `printf %s my-lucky-seed:7 | openssl dgst -sha256 -hmac "$SEED"`.
    const mac = 'f0b1c43ee584619f8761d599eaf5c52ba629e74700de8b8adc2b0b7f9ef403f4';
    expect(await drawUnit(SEED, 'my-lucky-seed', 7)).toBe(Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52);
    // Rounds from before client seeds used the fan's id as theirs: `printf %s 812:7 | openssl …` as before.
    const legacy = 'ce3016d942b78740b8c6f23f31143a47e2e2589b42d47923ff7a112b7fb89e22';
    expect(await drawUnit(SEED, '812', 7)).toBe(Number.parseInt(legacy.slice(0, 13), 16) / 2 ** 52);
  });

  it('gives the same result for the same inputs and another for another client seed or nonce', async () => {
    const first = await drawUnit(SEED, 'abc', 0);
    expect(await drawUnit(SEED, 'abc', 0)).toBe(first);
    expect(await drawUnit(SEED, 'abd', 0)).not.toBe(first);
    expect(await drawUnit(SEED, 'abc', 1)).not.toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
  });
});

describe('slotOf', () => {
  it('maps the unit onto the cumulative weights in table order', () => {
    expect(slotOf(0, weights)).toBe(0);
    expect(slotOf(19.99 / PRIZE_WEIGHT_TOTAL, weights)).toBe(0);
    expect(slotOf(20 / PRIZE_WEIGHT_TOTAL, weights)).toBe(1);
    expect(slotOf(0.4999, weights)).toBe(6);
    expect(slotOf(0.5, weights)).toBe(7);
    expect(slotOf(0.999_999, weights)).toBe(7);
  });

  it('refuses units outside [0, 1) and weights that do not add up to the total', () => {
    expect(() => slotOf(1, weights)).toThrow(RangeError);
    expect(() => slotOf(-0.1, weights)).toThrow(RangeError);
    expect(() => slotOf(0.5, [5000, 4000])).toThrow(RangeError);
  });

  it('matches the prize table over 100,000 simulated draws, within 4.5 standard deviations per slot', async () => {
    const draws = 100_000;
    const counts = weights.map(() => 0);
    for (let nonce = 0; nonce < draws; nonce += 1) {
      const slot = slotOf(await drawUnit(SEED, String(1 + (nonce % 97)), nonce), weights);
      counts[slot] = (counts[slot] ?? 0) + 1;
    }
    for (const [index, weight] of weights.entries()) {
      const p = weight / PRIZE_WEIGHT_TOTAL;
      const sd = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs((counts[index] ?? 0) - draws * p)).toBeLessThanOrEqual(4.5 * sd);
    }
  }, 60_000);
});
