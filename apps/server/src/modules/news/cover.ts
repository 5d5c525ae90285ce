import sharp from 'sharp';
import { z } from 'zod';

/** What a cover shows: a score card with the two badges, drawn on request and kept in a small cache. */
export const coverCard = z.object({
  competition: z.string(),
  color: z.string(),
  home: z.string(),
  away: z.string(),
  /** null before kick-off (a preview): the card shows VS. */
  score: z.tuple([z.number(), z.number()]).nullable(),
  caption: z.string(),
  label: z.string(),
});
export type CoverCard = z.infer<typeof coverCard>;

const WIDTH = 640;
const HEIGHT = 360;
const FONT = "'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A badge colour of its own for each team, from its name. */
function badgeHue(name: string): number {
  let h = 0;
  for (const char of name) h = (h * 31 + char.codePointAt(0)!) % 360;
  return h;
}

/** A round badge with the team's first two characters, as clubs' crests are not in the data set. */
function badge(cx: number, name: string): string {
  const hue = badgeHue(name);
  const initials = escapeXml([...name].slice(0, 2).join(''));
  return `<g>
    <circle cx="${cx}" cy="150" r="58" fill="hsl(${hue},55%,38%)" stroke="#fff" stroke-width="5"/>
    <circle cx="${cx}" cy="150" r="46" fill="none" stroke="hsl(${hue},60%,70%)" stroke-width="2"/>
    <text x="${cx}" y="162" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
    <text x="${cx}" y="252" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name.length > 7 ? `${name.slice(0, 7)}…` : name)}</text>
  </g>`;
}

export function coverSvg(card: CoverCard): string {
  // Basketball's three-digit scores get a smaller face so they stay clear of the badges.
  const long = card.score !== null && `${card.score[0]}${card.score[1]}`.length > 3;
  const middle = card.score
    ? `<text x="320" y="${long ? 166 : 172}" font-family="${FONT}" font-size="${long ? 50 : 76}" font-weight="700" fill="#fff" text-anchor="middle">${card.score[0]}${long ? '-' : ' - '}${card.score[1]}</text>`
    : `<text x="320" y="172" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff" text-anchor="middle" font-style="italic">VS</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${escapeXml(card.color)}"/>
      <stop offset="1" stop-color="#111827"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <path d="M0 300 L640 230 L640 360 L0 360 Z" fill="#000" opacity="0.18"/>
  <text x="320" y="52" font-family="${FONT}" font-size="26" fill="#fff" opacity="0.92" text-anchor="middle">${escapeXml(card.competition)}</text>
  ${badge(130, card.home)}
  ${badge(510, card.away)}
  ${middle}
  <text x="320" y="218" font-family="${FONT}" font-size="22" fill="#fff" opacity="0.85" text-anchor="middle">${escapeXml(card.caption)}</text>
  <rect x="20" y="306" width="118" height="36" rx="18" fill="#000" opacity="0.35"/>
  <text x="79" y="331" font-family="${FONT}" font-size="20" fill="#fff" text-anchor="middle">${escapeXml(card.label)}</text>
  <text x="620" y="331" font-family="${FONT}" font-size="18" fill="#fff" opacity="0.7" text-anchor="end">自动生成</text>
</svg>`;
}

/** Renders covers to WebP, remembering the most recent ones (a list page asks for twenty at once). */
export function createCoverRenderer(capacity = 200) {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, card: CoverCard): Promise<Buffer> => {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const rendered = sharp(Buffer.from(coverSvg(card)))
      .webp({ quality: 80 })
      .toBuffer();
    rendered.catch(() => cache.delete(key));
    cache.set(key, rendered);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return rendered;
  };
}
export type CoverRenderer = ReturnType<typeof createCoverRenderer>;
