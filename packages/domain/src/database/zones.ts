/** Coloured bands of a league table: continental places (UEFA's or the AFC's) and relegation. */
export type TableZone = 'champions' | 'europa' | 'relegationPlayoff' | 'relegation';

/** Places by the league's rules of the bundled seasons (counted from the top, and from the bottom for relegation). */
export interface ZoneRule {
  readonly champions: number;
  readonly europa: number;
  readonly relegationPlayoff: number;
  readonly relegation: number;
  /** Whose competitions the top places lead to: `champions` and `europa` are the AFC's two for the 中超. */
  readonly confederation: 'uefa' | 'afc';
}

/**
 * Keyed by Kanqiu's competition id: 英超 1, 西甲 2, 意甲 3, 德甲 4, 法甲 5, 中超 8. Europa counts the league
 * places only (a cup winner's place is not the table's). 中超 2024: 1st–3rd to the AFC Champions League Elite
 * of 2025-26, 4th to the AFC Champions League Two, the last two down.
 */
export const leagueZones: Readonly<Record<number, ZoneRule>> = {
  1: { champions: 4, europa: 1, relegationPlayoff: 0, relegation: 3, confederation: 'uefa' },
  2: { champions: 4, europa: 2, relegationPlayoff: 0, relegation: 3, confederation: 'uefa' },
  3: { champions: 4, europa: 2, relegationPlayoff: 0, relegation: 3, confederation: 'uefa' },
  4: { champions: 4, europa: 2, relegationPlayoff: 1, relegation: 2, confederation: 'uefa' },
  5: { champions: 3, europa: 1, relegationPlayoff: 1, relegation: 2, confederation: 'uefa' },
  8: { champions: 3, europa: 1, relegationPlayoff: 0, relegation: 2, confederation: 'afc' },
};

/** The zone of a 1-based position in a table of `size` teams, or null in mid-table. */
export function tableZone(rule: ZoneRule | undefined, position: number, size: number): TableZone | null {
  if (!rule) return null;
  if (position <= rule.champions) return 'champions';
  if (position <= rule.champions + rule.europa) return 'europa';
  const fromBottom = size - position + 1;
  if (fromBottom <= rule.relegation) return 'relegation';
  if (fromBottom <= rule.relegation + rule.relegationPlayoff) return 'relegationPlayoff';
  return null;
}

/** The confederation whose places a competition's table shows (UEFA's unless the rules say otherwise). */
export function zoneConfederation(competitionId: number): ZoneRule['confederation'] {
  return leagueZones[competitionId]?.confederation ?? 'uefa';
}
