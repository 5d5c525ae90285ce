import { SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import type { MatchFact } from './match-facts';

/** The same question gets the same words; different questions get different ones. */
export function phrasePicker(question: string) {
  let seed = 0;
  for (const char of question) seed = (seed * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return <T>(options: readonly [T, ...T[]]): T => options[seed % options.length] ?? options[0];
}
export type Pick = ReturnType<typeof phrasePicker>;

/** Beijing time of a kick-off, HH:MM. */
export function clockTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

/** Beijing date of a kick-off, 3月14日. */
export function monthDay(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

/** 阿森纳 2:1 切尔西 once started, else 阿森纳 vs 切尔西 with the kick-off time. */
export function matchLine(fact: MatchFact): string {
  if (fact.score) {
    const live = fact.group === 'live' ? '（进行中）' : '';
    return `${fact.home} ${fact.score[0]}:${fact.score[1]} ${fact.away}${live}`;
  }
  return `${clockTime(fact.kickoffAt)} ${fact.home} vs ${fact.away}${fact.group === 'upcoming' ? '' : `（${fact.status}）`}`;
}

export type Outcome = 'win' | 'draw' | 'loss';

/** How a team's finished match went for it, with its goals for and against. */
export function outcomeFor(teamId: number, fact: MatchFact): { outcome: Outcome; scored: number; conceded: number } {
  const [home, away] = fact.score ?? [0, 0];
  const [scored, conceded] = fact.homeId === teamId ? [home, away] : [away, home];
  const outcome = scored > conceded ? 'win' : scored === conceded ? 'draw' : 'loss';
  return { outcome, scored, conceded };
}

export const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = { win: '胜', draw: '平', loss: '负' };

/** 英超 3 场、西甲 2 场: how many matches each competition has, busiest first. */
export function perCompetition(facts: readonly MatchFact[]): string {
  const counts = new Map<string, number>();
  for (const fact of facts) counts.set(fact.league, (counts.get(fact.league) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([league, count]) => `${league} ${count} 场`)
    .join('、');
}

export const ROLE_WORDS: Readonly<Record<string, string>> = {
  Goalkeeper: '门将',
  Defender: '后卫',
  Midfielder: '中场',
  Forward: '前锋',
};

/** What the assistant can answer, offered after a refusal or a question it has no data for. */
export const CAPABILITIES =
  '我可以帮你查：某天的赛程和比分、正在进行的比赛、一场比赛的进球和技术统计、球队最近战绩和下一场比赛、联赛积分榜和射手榜、两队交锋与实力对比、球队和球员资料、最新资讯。';
