/**
 * A player's name as a box score's narrow name column shows it: whole when it fits, else with the
 * given name dropped ("博格丹·博格达诺维奇" → "博格达诺维奇") or cut to its initial ("Onyeka Okongwu"
 * → "O. Okongwu"). Width counts a Chinese character as two Latin ones.
 */
const COLUMN_WIDTH = 10;

const widthOf = (text: string): number =>
  Array.from(text).reduce((sum, ch) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

export function boxScoreName(name: string): string {
  const trimmed = name.trim();
  if (widthOf(trimmed) <= COLUMN_WIDTH) return trimmed;
  if (trimmed.includes('·')) return trimmed.slice(trimmed.lastIndexOf('·') + 1);
  const parts = trimmed.split(/\s+/);
  if (parts.length < 2) return trimmed;
  return `${parts[0]?.charAt(0)}. ${parts.slice(1).join(' ')}`;
}
