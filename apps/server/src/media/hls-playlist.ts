/** Length in seconds of an HLS media playlist: the sum of its segments' `#EXTINF` durations. */
export function playlistDuration(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:\s*([\d.]+)/gm)) total += Number(match[1]);
  return Math.round(total * 1000) / 1000;
}

/** A playlist whose recorder died before writing the end marker still becomes a finished replay. */
export function withEndList(playlist: string): string {
  if (/^#EXT-X-ENDLIST\s*$/m.test(playlist)) return playlist;
  return `${playlist.replace(/\s*$/, '')}\n#EXT-X-ENDLIST\n`;
}
