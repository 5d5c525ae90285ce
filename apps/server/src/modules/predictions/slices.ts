import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Work done on first use (a season's walk, basketball games played again) runs this long before the loop runs again. */
const SLICE_MS = 50;

/** Visits the items in order, letting the event loop run whenever SLICE_MS of work have passed. */
export async function eachInSlices<T>(items: readonly T[], visit: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    visit(item);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
}
