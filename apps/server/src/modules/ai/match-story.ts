import type { IncidentView } from '@kanqiu/contract';
import { BasketballStatisticType, IncidentType, StatisticType } from '@kanqiu/domain';
import type { BasketballServices } from '../basketball';
import type { FootballServices } from '../football';
import type { MatchFact } from './match-facts';

type Entry = { type: number; home: number; away: number };
type BoxLine = { name: string; points: number; rebounds: number; assists: number };

/** What a match's facts tell: its events (goals, red cards, top scorers) and its statistics, in Chinese. */
export type MatchStory = { events(fact: MatchFact): Promise<string>; statistics(fact: MatchFact): Promise<string> };

const GOALS: ReadonlySet<number> = new Set([IncidentType.goal, IncidentType.penaltyGoal, IncidentType.ownGoal]);
const SENDINGS_OFF: ReadonlySet<number> = new Set([IncidentType.red, IncidentType.secondYellow]);
const GOAL_HOW: Readonly<Record<number, string>> = {
  [IncidentType.penaltyGoal]: '（点球）',
  [IncidentType.ownGoal]: '（乌龙球）',
};

/** The football statistics an answer names, in this order; possession in percent. */
const FOOTBALL_STATISTICS: readonly (readonly [number, string])[] = [
  [StatisticType.possession, '控球率'],
  [StatisticType.shots, '射门'],
  [StatisticType.shotsOnTarget, '射正'],
  [StatisticType.corners, '角球'],
  [StatisticType.fouls, '犯规'],
  [StatisticType.yellowCards, '黄牌'],
  [StatisticType.redCards, '红牌'],
];
const BASKETBALL_STATISTICS: readonly (readonly [number, string])[] = [
  [BasketballStatisticType.rebounds, '篮板'],
  [BasketballStatisticType.assists, '助攻'],
  [BasketballStatisticType.steals, '抢断'],
  [BasketballStatisticType.blocks, '盖帽'],
  [BasketballStatisticType.turnovers, '失误'],
  [BasketballStatisticType.threePointersMade, '三分命中'],
];

const sideName = (fact: MatchFact, side: 'home' | 'away') => (side === 'away' ? fact.away : fact.home);
const stateWords = (fact: MatchFact) => (fact.group === 'live' ? '目前' : '全场');

/** 81' 利物浦 萨拉赫（点球） 2:1; an own goal names the scorer's own team (the other side is credited). */
function goalLine(fact: MatchFact, event: IncidentView): string {
  const scorer = event.playerName ?? '（球员未知）';
  const score = event.score ? ` ${event.score[0]}:${event.score[1]}` : '';
  const own = event.type === IncidentType.ownGoal;
  const team = sideName(fact, own ? (event.side === 'home' ? 'away' : 'home') : event.side);
  return `${event.minuteLabel}' ${team} ${scorer}${GOAL_HOW[event.type] ?? ''}${score}`;
}

/** 控球率 曼城 58% : 42% 阿森纳 — the statistics of `wanted` both sides have. */
function statisticsLine(fact: MatchFact, entries: readonly Entry[], wanted: readonly (readonly [number, string])[]) {
  return wanted
    .flatMap(([type, label]) => {
      const entry = entries.find((e) => e.type === type);
      if (!entry) return [];
      const unit = type === StatisticType.possession && fact.sport === 'football' ? '%' : '';
      return [`${label} ${entry.home}${unit}:${entry.away}${unit}`];
    })
    .join('，');
}

function topScorer(lines: readonly BoxLine[]): BoxLine | undefined {
  return lines.reduce<BoxLine | undefined>(
    (best, line) => (!best || line.points > best.points ? line : best),
    undefined,
  );
}

const boxLine = (line: BoxLine) => `${line.name} ${line.points} 分 ${line.rebounds} 篮板 ${line.assists} 助攻`;

/** Reads one match through the sport modules' doors (the detail pages' own services). */
export function createMatchStory(doors: {
  football: FootballServices['details'];
  basketball: BasketballServices['details'];
}): MatchStory {
  async function footballEvents(fact: MatchFact): Promise<string> {
    const { events } = await doors.football.textLive(fact.matchId);
    const standing = events.filter((e) => !e.cancelled);
    const goals = standing.filter((e) => GOALS.has(e.type)).map((e) => goalLine(fact, e));
    const reds = standing
      .filter((e) => SENDINGS_OFF.has(e.type))
      .map((e) => `${e.minuteLabel}' ${sideName(fact, e.side)} ${e.playerName ?? ''}被罚下`);
    const yellows = standing.filter((e) => e.type === IncidentType.yellow).length;
    const goalText = goals.length > 0 ? `进球：${goals.join('；')}。` : '双方都还没有进球。';
    const cardText = [reds.length > 0 ? `红牌：${reds.join('；')}` : '', yellows > 0 ? `共 ${yellows} 张黄牌` : '']
      .filter(Boolean)
      .join('，');
    return `${goalText}${cardText ? `${cardText}。` : ''}`;
  }

  async function basketballEvents(fact: MatchFact): Promise<string> {
    const { boxScore } = await doors.basketball.detail(fact.matchId, null);
    if (!boxScore) return '这场比赛没有球员技术统计。';
    const best = [topScorer(boxScore.home.players), topScorer(boxScore.away.players)];
    const lines = [fact.home, fact.away].flatMap((team, i) =>
      best[i] ? [`${team}得分最高的是${boxLine(best[i])}`] : [],
    );
    return `${lines.join('；')}（模拟数据）。`;
  }

  return {
    async events(fact) {
      return fact.sport === 'football' ? footballEvents(fact) : basketballEvents(fact);
    },
    async statistics(fact) {
      const entries =
        fact.sport === 'football'
          ? (await doors.football.textLive(fact.matchId)).statistic
          : (await doors.basketball.detail(fact.matchId, null)).statistics;
      const line = statisticsLine(
        fact,
        entries,
        fact.sport === 'football' ? FOOTBALL_STATISTICS : BASKETBALL_STATISTICS,
      );
      const generated = fact.sport === 'basketball' ? '（模拟数据）' : '';
      return line
        ? `${stateWords(fact)}技术统计（${fact.home}:${fact.away}）：${line}${generated}。`
        : '这场比赛还没有技术统计。';
    },
  };
}
