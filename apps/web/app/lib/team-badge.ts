/**
 * For the drawn team badge (features/live TeamBadge): the name's first character, and a colour
 * derived from the team id for a team whose club colours are unknown, so it always wears the same.
 */
const palette = [
  '#c62828',
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#283593',
  '#4e342e',
  '#00695c',
];

export function teamColour(teamId: number): string {
  return palette[Math.abs(teamId) % palette.length] ?? '#607d8b';
}

export function teamInitial(name: string): string {
  return Array.from(name.trim())[0] ?? '?';
}
