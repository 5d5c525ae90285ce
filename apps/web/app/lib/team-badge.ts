/**
 * Team badges without logos: the name's first character in a circle whose colour is derived from
 * the team id, so a team always wears the same colour.
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
