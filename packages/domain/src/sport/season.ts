/**
 * A replayed season comes round again every few weeks. Each pass is its own season, keyed as
 * `<real season>#<pass>` so league tables never mix two passes; fans see only the real season.
 */
export function replaySeasonKey(realSeason: string, pass: number): string {
  return `${realSeason}#${pass}`;
}

export function seasonLabel(season: string): string {
  const mark = season.indexOf('#');
  return mark === -1 ? season : season.slice(0, mark);
}
