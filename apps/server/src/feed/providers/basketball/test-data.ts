import { fileURLToPath } from 'node:url';
import { loadBasketball } from '../../dataset/dataset';
import type { BasketballProviderOptions } from './basketball-provider';

/** The bundled data set, for the tests of this folder. */
export const basketballData = loadBasketball(fileURLToPath(new URL('../../../../../../data', import.meta.url)));

/**
 * A provider of this folder made at `start` on a test clock the test moves, playing in real time the day before,
 * the day and the day after.
 */
export function onTestClock<Provider>(
  create: (options: BasketballProviderOptions) => Provider,
  start: number,
  overrides: Partial<BasketballProviderOptions> = {},
) {
  const clock = { now: start };
  const provider = create({
    ...basketballData,
    clock: () => clock.now,
    speed: 1,
    anchor: start,
    daysBack: 1,
    daysAhead: 1,
    ...overrides,
  });
  return { provider, clock };
}
