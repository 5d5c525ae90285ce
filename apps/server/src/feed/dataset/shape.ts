import type { Pair } from './types';

/** The bundled data does not have the shape this loader expects: rebuild it or fix the loader. */
export class DatasetShapeError extends Error {
  override readonly name = 'DatasetShapeError';
}

export function fail(at: string, expected: string): never {
  throw new DatasetShapeError(`${at}: expected ${expected}`);
}

export function asRecord(value: unknown, at: string): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(at, 'an object');
}

export function asArray(value: unknown, at: string): readonly unknown[] {
  return Array.isArray(value) ? value : fail(at, 'an array');
}

export function asTuple(value: unknown, length: number, at: string): readonly unknown[] {
  const items = asArray(value, at);
  return items.length === length ? items : fail(at, `${length} columns`);
}

export function asNumber(value: unknown, at: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fail(at, 'a number');
}

export function asString(value: unknown, at: string): string {
  return typeof value === 'string' ? value : fail(at, 'a string');
}

export function orNull<T>(read: (value: unknown, at: string) => T): (value: unknown, at: string) => T | null {
  return (value, at) => (value === null ? null : read(value, at));
}

export function asOneOf<T extends string>(value: unknown, options: readonly T[], at: string): T {
  return options.includes(value as T) ? (value as T) : fail(at, `one of ${options.join(', ')}`);
}

export function asNumbers(value: unknown, at: string): readonly number[] {
  return asArray(value, at).map((item, i) => asNumber(item, `${at}[${i}]`));
}

export function asPair(value: unknown, at: string): Pair {
  const [home, away] = asTuple(value, 2, at);
  return [asNumber(home, `${at}[0]`), asNumber(away, `${at}[1]`)];
}

/** Reads each element of an array with `read`, naming its index in errors. */
export function eachOf<T>(value: unknown, at: string, read: (item: unknown, at: string) => T): T[] {
  return asArray(value, at).map((item, i) => read(item, `${at}[${i}]`));
}
