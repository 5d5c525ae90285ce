/**
 * Number formatting of the odds and statistics (spec §5): truncate, never
 * round, to 1, 2 or 3 decimals; NaN shows as zero. Infinity is treated as NaN.
 *
 * Truncation works on the number's shortest decimal form (what String gives,
 * the figure the feed sent) rather than on its binary value: 0.29 is stored
 * as 0.28999…, and multiplying by 100 then flooring would show 0.28.
 */
export type DecimalDigits = 1 | 2 | 3;

/** String(value) without exponent notation, e.g. 1e-7 → "0.0000001". */
const toPlainDecimal = (value: number): string => {
  const text = String(value);
  const [mantissa = '', exponentText] = text.split('e');
  if (exponentText === undefined) return text;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
};

export const truncateDecimals = (value: number, digits: DecimalDigits): string => {
  if (!Number.isFinite(value)) return `0.${'0'.repeat(digits)}`;
  const [whole = '0', fraction = ''] = toPlainDecimal(Math.abs(value)).split('.');
  const text = `${whole}.${fraction.padEnd(digits, '0').slice(0, digits)}`;
  // Truncating -0.001 leaves zero, which must not show as "-0.00".
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
};

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * Base 1024, up to two decimals without trailing zeros ("1.5 KB", "1 GB"),
 * truncated like every other figure, which also keeps 1023.999 KB from
 * showing as "1024 KB". Whole bytes below 1 KB; GB is the largest unit.
 * Negative or non-finite sizes show as "0 B".
 */
export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.floor(value)) : trimZeros(truncateDecimals(value, 2));
  return `${text} ${SIZE_UNITS[unit] ?? 'B'}`;
};

const trimZeros = (text: string): string => text.replace(/0+$/, '').replace(/\.$/, '');
