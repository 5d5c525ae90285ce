/**
 * A starting XI's formation from its players' roles (the feed's goalkeeper / defender / midfielder /
 * forward): the outfield lines from the back, e.g. 4-3-3. Only a full XI with one keeper and every
 * role known has a formation; otherwise the pitch cannot be drawn honestly.
 */
export const FOOTBALL_ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
export type FootballRole = (typeof FOOTBALL_ROLES)[number];

export type Formation<T> = {
  /** Outfield players per line from the back (defenders first), e.g. [4, 3, 3]. */
  shape: number[];
  /** "4-3-3". */
  name: string;
  /** The keeper's line first, then each outfield line, players in their given order. */
  lines: T[][];
};

export const footballRole = (position: string | null): FootballRole | null => {
  const role = (position ?? '').toLowerCase();
  return (FOOTBALL_ROLES as readonly string[]).includes(role) ? (role as FootballRole) : null;
};

export function formationOf<T>(starters: readonly T[], positionOf: (player: T) => string | null): Formation<T> | null {
  if (starters.length !== 11) return null;
  const lines = FOOTBALL_ROLES.map((role) => starters.filter((player) => footballRole(positionOf(player)) === role));
  const placed = lines.reduce((sum, line) => sum + line.length, 0);
  if (placed !== 11 || lines[0]?.length !== 1) return null;
  const outfield = lines.slice(1).filter((line) => line.length > 0);
  const shape = outfield.map((line) => line.length);
  return { shape, name: shape.join('-'), lines: [lines[0], ...outfield] };
}
