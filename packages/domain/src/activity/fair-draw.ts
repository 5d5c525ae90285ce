/**
 * The provably fair draw (抽奖). Before a round the server publishes `roundSeedHash(seed)`; the fan sets a client seed
 * of their own (the server picks a random one until they do), so the server cannot choose a seed for the outcomes it
 * wants. Each draw's result is `drawUnit(seed, clientSeed, nonce)`: HMAC-SHA256 keyed with the server seed (its hex
 * text as UTF-8) over `${clientSeed}:${nonce}`, whose first 52 bits divided by 2^52 give a number uniform in [0, 1). The unit picks the prize slot whose cumulative
 * weight (out of `PRIZE_WEIGHT_TOTAL`) first exceeds `unit × PRIZE_WEIGHT_TOTAL`. After the round the seed is revealed,
 * and anyone can recompute both: the same code runs on the server and, with Web Crypto, in the browser.
 */

/** The part of Web Crypto the draw needs, present in browsers (secure contexts) and in Node ≥ 20. */
type Subtle = {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
};

/** Weights are counted in ten-thousandths, so a prize's probability reads as a percentage with two decimals. */
export const PRIZE_WEIGHT_TOTAL = 10_000;

const UNIT_BITS = 2 ** 52;

function subtle(): Subtle {
  const found = (globalThis as { crypto?: { subtle?: Subtle } }).crypto?.subtle;
  if (!found) throw new Error('Web Crypto is not available here (browsers offer it only over HTTPS)');
  return found;
}

/** The draw's texts are ASCII (a hex seed, digits and a colon), so their UTF-8 bytes are their char codes. */
const ascii = (text: string) => {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new RangeError('A seed or draw message is printable ASCII');
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** What the server publishes before the round: SHA-256 of the seed's text, in hex. */
export async function roundSeedHash(seed: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', ascii(seed)));
}

/** A client seed: 1–32 letters, digits, underscores or hyphens (no colon, so the message reads one way only). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const isClientSeed = (text: string): boolean => CLIENT_SEED_PATTERN.test(text);

/** The message a draw signs: the round's client seed and the fan's draw counter in the round. */
export function drawMessage(clientSeed: string, nonce: number): string {
  if (!isClientSeed(clientSeed)) throw new RangeError('A client seed is 1–32 letters, digits, _ or -');
  return `${clientSeed}:${nonce}`;
}

/** The draw's uniform number in [0, 1): the HMAC's first 13 hex digits (52 bits) over 2^52. */
export async function drawUnit(seed: string, clientSeed: string, nonce: number): Promise<number> {
  const key = await subtle().importKey('raw', ascii(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = hex(await subtle().sign('HMAC', key, ascii(drawMessage(clientSeed, nonce))));
  return Number.parseInt(mac.slice(0, 13), 16) / UNIT_BITS;
}

/** The index of the slot a unit lands in, slots in table order; the weights must add up to `PRIZE_WEIGHT_TOTAL`. */
export function slotOf(unit: number, weights: readonly number[]): number {
  if (!(unit >= 0 && unit < 1)) throw new RangeError(`A draw unit is in [0, 1), got ${unit}`);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total !== PRIZE_WEIGHT_TOTAL) throw new RangeError(`Prize weights add up to ${total}, not ${PRIZE_WEIGHT_TOTAL}`);
  const point = unit * PRIZE_WEIGHT_TOTAL;
  let cumulative = 0;
  for (const [index, weight] of weights.entries()) {
    cumulative += weight;
    if (point < cumulative) return index;
  }
  return weights.length - 1;
}
