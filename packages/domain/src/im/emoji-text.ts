/**
 * Emoji in chat text: a message stores the emoji's code (`[微笑]`, as `/user/common/getEmojis` lists it),
 * and clients draw the Twemoji picture of its character (the machine has no emoji font).
 */

/** One run of a message: plain text, or an emoji code the client knows. */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'emoji'; code: string };

const emojiCodePattern = /\[[^[\]\s]{1,8}\]/g;

/** Splits text into plain runs and the emoji codes `isEmoji` knows; an unknown `[…]` stays text. */
export function splitChatText(text: string, isEmoji: (code: string) => boolean): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let plain = '';
  let from = 0;
  for (const match of text.matchAll(emojiCodePattern)) {
    if (!isEmoji(match[0])) continue;
    plain += text.slice(from, match.index);
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'emoji', code: match[0] });
    from = match.index + match[0].length;
  }
  plain += text.slice(from);
  if (plain !== '') parts.push({ kind: 'text', text: plain });
  return parts;
}

const zeroWidthJoiner = 0x200d;
const variationSelector16 = 0xfe0f;

/**
 * The Twemoji file of an emoji character: its code points in lower-case hex joined by '-', without the
 * variation selector U+FE0F unless the emoji is a joined sequence (Twemoji's own naming).
 */
export function twemojiFileName(char: string): string {
  let points = [...char].map((c) => c.codePointAt(0)!);
  if (!points.includes(zeroWidthJoiner)) points = points.filter((p) => p !== variationSelector16);
  return `${points.map((p) => p.toString(16)).join('-')}.svg`;
}

/** A Twemoji file name as the emoji picture route accepts it. */
export const twemojiFilePattern = /^[0-9a-f]{2,6}(-[0-9a-f]{2,6}){0,7}\.svg$/;
