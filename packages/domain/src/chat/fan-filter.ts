/**
 * A fan's own chat controls (docs/decisions/0072-one-report-store.md, as 虎牙 and 斗鱼 have them): users and keywords they
 * blocked for themself, repeated lines merged on screen, and a cap on the lines kept. The lists are stored on the
 * server; the lines are filtered in the browser.
 */

/** Punctuation, symbols, spaces, invisible format characters and combining marks: nothing a reader sees as a letter. */
export const matchNoise = /[\p{P}\p{S}\p{Z}\p{Cf}\p{M}\s]/gu;

/** The plain form a fan's keyword and a line meet in: compatibility forms, case and separators folded away. */
export const foldPlain = (text: string): string => text.normalize('NFKC').toLowerCase().replace(matchNoise, '');

export const fanFilterLimits = { words: 30, users: 100, wordLength: 10 } as const;
/** The line caps a fan picks from (the last is the room's own). */
export const chatLineCaps = [50, 100, 200] as const;
export type ChatLineCap = (typeof chatLineCaps)[number];
/** Identical lines this close together (seconds) show once, with a count. */
export const repeatWindowSeconds = 10;

export type FanFilters = { userIds: readonly number[]; words: readonly string[] };

type Line = { id: number; text: string; createdAt: number; sender: { id: number } | null };

/** Whether the fan's filters hide a line: its sender is blocked, or it holds a blocked keyword. */
export function hiddenByFan(filters: FanFilters, line: Line): boolean {
  if (line.sender && filters.userIds.includes(line.sender.id)) return true;
  const words = filters.words.map(foldPlain).filter((word) => word !== '');
  if (words.length === 0) return false;
  const text = foldPlain(line.text);
  return words.some((word) => text.includes(word));
}

export type ShownLine<L extends Line> = { line: L; repeats: number };

/**
 * The lines a fan sees, oldest first: those their filters hide left out, a line identical to one shown within
 * the window merged into it (its count grows, the first stays in place), and only the last `cap` kept.
 */
export function linesOnScreen<L extends Line>(lines: readonly L[], filters: FanFilters, cap: number): ShownLine<L>[] {
  const shown: ShownLine<L>[] = [];
  const lastByText = new Map<string, ShownLine<L>>();
  for (const line of lines) {
    if (hiddenByFan(filters, line)) continue;
    const key = foldPlain(line.text);
    const earlier = line.sender ? lastByText.get(key) : undefined;
    if (earlier && line.createdAt - earlier.line.createdAt <= repeatWindowSeconds) {
      earlier.repeats += 1;
      continue;
    }
    const entry = { line, repeats: 1 };
    shown.push(entry);
    if (line.sender) lastByText.set(key, entry);
  }
  return shown.slice(-cap);
}

/** What a fan gives as the reason of a report (a chat line, a post, a comment). */
export const reportReasons = ['垃圾广告', '人身攻击', '色情低俗', '违法违规', '其他'] as const;
