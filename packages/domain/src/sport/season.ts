/**
 * A replayed season comes round again every year. Each year's pass is its own season, keyed as
 * `<real season>#<year it starts>` so league tables never mix two years; fans see only the real season.
 */
export function replaySeasonKey(realSeason: string, year: number): string {
  return `${realSeason}#${year}`;
}

export function seasonLabel(season: string): string {
  const mark = season.indexOf('#');
  return mark === -1 ? season : season.slice(0, mark);
}
