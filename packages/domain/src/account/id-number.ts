/**
 * Resident identity card numbers (GB 11643-1999): 17 digits, then a check character
 * computed with ISO 7064 MOD 11-2, where 10 is written X.
 */
const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const checkCharacters = '10X98765432';

export function idNumberCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return checkCharacters[sum % 11] ?? '';
}

function hasValidBirthDate(id: string): boolean {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function isValidIdNumber(raw: string): boolean {
  const id = raw.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!hasValidBirthDate(id)) return false;
  return idNumberCheckCharacter(id.slice(0, 17)) === id[17];
}

/** 11010519491231002X → 1101**********002X */
export function maskIdNumber(id: string): string {
  return `${id.slice(0, 4)}${'*'.repeat(Math.max(0, id.length - 8))}${id.slice(-4)}`;
}

/** 张三丰 → *三丰 ; 李四 → *四 */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  return `*${chars.slice(1).join('')}`;
}
