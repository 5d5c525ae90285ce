/** A score as [home, away]. */
export type ScorePair = [home: number, away: number];

/** Score pairs are stored as "h-a". */
export function scoreToText(pair: ScorePair | null): string | null {
  return pair ? `${pair[0]}-${pair[1]}` : null;
}

export function scoreFromText(text: string | null): ScorePair | null {
  if (!text) return null;
  const [home, away] = text.split('-').map(Number);
  return home === undefined || away === undefined || Number.isNaN(home) || Number.isNaN(away) ? null : [home, away];
}
