/**
 * How a match's round reads in Chinese. The feed stores a league's matchday as its number, a group
 * match as its group's letter (or "group" when the letter is unknown), and a knockout round by name.
 */
const KNOCKOUT_ROUNDS: Readonly<Record<string, string>> = {
  group: '小组赛',
  r32: '1/16决赛',
  r16: '1/8决赛',
  qf: '1/4决赛',
  sf: '半决赛',
  third: '季军赛',
  final: '决赛',
};

/** "第12轮", "小组赛 A组", "1/8决赛" …; null when there is none or it cannot be named. */
export function footballRoundLabel(round: string | null | undefined): string | null {
  if (!round) return null;
  if (/^\d+$/.test(round)) return `第${Number(round)}轮`;
  const group = /^(?:group\s*)?([a-z])$/i.exec(round)?.[1];
  if (group) return `小组赛 ${group.toUpperCase()}组`;
  return KNOCKOUT_ROUNDS[round.toLowerCase()] ?? null;
}
