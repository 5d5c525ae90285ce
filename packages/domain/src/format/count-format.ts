/** Counts as Chinese lists show them: 9999 → "9999", 12345 → "1.2万", 20000 → "2万". */
export function formatCount(count: number): string {
  if (count < 10_000) return String(count);
  return `${(count / 10_000).toFixed(1).replace(/\.0$/, '')}万`;
}
