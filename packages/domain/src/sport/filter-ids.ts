/**
 * The league filter of the live lists travels as one string of ids separated
 * by '!' (spec §5), and applies only when that string has more than one
 * character. Serialising ends every id with the separator ("7!" rather than
 * "7") so that a filter of one single-digit id still passes that test.
 */
const SEPARATOR = '!';
const ID_PATTERN = /^\d+$/;

const isFilterId = (id: number): boolean => Number.isSafeInteger(id) && id >= 0;

/** null: no filter applies. Malformed pieces are skipped, duplicates dropped. */
export const parseFilterIds = (raw: string | undefined): number[] | null => {
  if (raw === undefined || raw.length <= 1) return null;
  const ids = raw
    .split(SEPARATOR)
    .filter((piece) => ID_PATTERN.test(piece))
    .map(Number)
    .filter(isFilterId);
  const unique = [...new Set(ids)];
  return unique.length > 0 ? unique : null;
};

export const serialiseFilterIds = (ids: readonly number[]): string => {
  const bad = ids.find((id) => !isFilterId(id));
  if (bad !== undefined) throw new RangeError(`Invalid filter id: ${bad}`);
  return ids.map((id) => `${id}${SEPARATOR}`).join('');
};
