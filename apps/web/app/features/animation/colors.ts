import type { AnimationSide } from '@kanqiu/domain';

export type AnimationTeam = { name: string; colors: readonly [string, string] | null };

const FALLBACK = { home: '#e8453c', away: '#2f7bf5' } as const;

const rgb = (hex: string): [number, number, number] | null => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : null;
};
const distance = (a: string, b: string): number => {
  const x = rgb(a);
  const y = rgb(b);
  return x && y ? Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]) : Infinity;
};
/** Too light to read white text on, or to see on the pitch's lines. */
const isPale = (hex: string): boolean => (rgb(hex)?.reduce((sum, c) => sum + c, 0) ?? 0) > 600;

/** Each side's colour from its club colours: the away side takes its second colour when the firsts clash. */
export function sideColors(home: AnimationTeam, away: AnimationTeam): Record<AnimationSide, string> {
  const pick = (colors: AnimationTeam['colors'], fallback: string) =>
    colors?.find((c) => !isPale(c)) ?? (colors && !isPale(colors[0]) ? colors[0] : fallback);
  const homeColor = pick(home.colors, FALLBACK.home);
  let awayColor = pick(away.colors, FALLBACK.away);
  if (distance(homeColor, awayColor) < 90) {
    const second = away.colors?.find((c) => c !== awayColor && !isPale(c) && distance(homeColor, c) >= 90);
    awayColor = second ?? (distance(homeColor, FALLBACK.away) >= 90 ? FALLBACK.away : FALLBACK.home);
  }
  return { home: homeColor, away: awayColor };
}
