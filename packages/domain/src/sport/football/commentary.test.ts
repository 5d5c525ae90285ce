import { describe, expect, it } from 'vitest';
import { footballCommentary, type CommentaryIncident, type CommentaryInput, type CommentaryMinute } from './commentary';
import { IncidentType, StatisticType } from './incident';
import { FootballStatus } from './status';

let keySeq = 0;
function incident(
  type: number,
  side: 'home' | 'away',
  period: number,
  minute: number,
  playerName: string | null,
  extra: Partial<CommentaryIncident> = {},
): CommentaryIncident {
  const second = (period === 1 ? minute : minute - 45) * 60 - 30;
  return {
    key: String(++keySeq),
    type,
    side,
    period,
    second,
    minuteLabel: String(minute),
    playerName,
    relatedPlayerName: null,
    score: null,
    cancelled: false,
    ...extra,
  };
}

/** Cumulative rows: the home side presses between 20' and 25' and fouls a lot before the break. */
function minutes(last: number): CommentaryMinute[] {
  return Array.from({ length: last + 1 }, (_, minute) => {
    const pressing = Math.max(0, Math.min(minute, 25) - 20);
    const fouls = Math.max(0, Math.min(minute, 45) - 40);
    return {
      minute,
      values: {
        [StatisticType.dangerousAttacks]: [Math.floor(minute / 3) + pressing * 2, Math.floor(minute / 3)],
        [StatisticType.fouls]: [Math.floor(minute / 8) + fouls, Math.floor(minute / 9)],
        [StatisticType.possession]: [55, 45],
        [StatisticType.shots]: [Math.floor(minute / 10), Math.floor(minute / 15)],
        [StatisticType.shotsOnTarget]: [Math.floor(minute / 20), Math.floor(minute / 30)],
        [StatisticType.corners]: [Math.floor(minute / 12), Math.floor(minute / 18)],
      },
    };
  });
}

const incidents: CommentaryIncident[] = [
  incident(IncidentType.shotOffTarget, 'home', 1, 4, '埃里克森'),
  incident(IncidentType.corner, 'home', 1, 5, null),
  incident(IncidentType.shotOnTarget, 'away', 1, 9, '波尔森'),
  incident(IncidentType.offside, 'away', 1, 12, '波尔森'),
  incident(IncidentType.goal, 'home', 1, 23, '凯恩', { score: [1, 0] }),
  incident(IncidentType.yellow, 'away', 1, 31, '克亚尔'),
  incident(IncidentType.substitution, 'away', 2, 60, '波尔森', { relatedPlayerName: '多尔贝里' }),
  incident(IncidentType.penaltyGoal, 'away', 2, 66, '多尔贝里', { score: [1, 1] }),
  incident(IncidentType.secondYellow, 'away', 2, 70, '克亚尔'),
  incident(IncidentType.ownGoal, 'home', 2, 80, '克亚尔', { score: [2, 1] }),
  incident(IncidentType.red, 'home', 2, 88, '阿里'),
];

const input: CommentaryInput = {
  matchId: 2057954,
  home: '英格兰',
  away: '丹麦',
  venue: '卢日尼基体育场',
  state: FootballStatus.finished,
  incidents,
  minutes: minutes(93),
};

describe('footballCommentary', () => {
  const lines = footballCommentary(input);
  const texts = lines.map((l) => l.text);

  it('writes a line for every incident, naming the player and the team', () => {
    for (const i of incidents) {
      const line = lines.find((l) => l.key === `incident:${i.key}`);
      expect(line?.text, `type ${i.type}`).toContain(i.playerName ?? '');
      expect(line?.minute).toBe(`${i.minuteLabel}'`);
    }
    expect(lines.find((l) => l.key === `incident:${incidents[1]?.key}`)?.text).toContain('英格兰');
  });

  it('counts a goal as a shot on target, as the statistics do', () => {
    const shot = incident(IncidentType.shotOnTarget, 'home', 1, 30, '凯恩');
    const goal = incident(IncidentType.goal, 'home', 1, 20, '凯恩', { score: [1, 0] });
    const told = footballCommentary({ ...input, incidents: [goal, shot] });
    expect(told.find((l) => l.key === `incident:${shot.key}`)?.text).toMatch(/第2次射正|射正了|射门被门将|起脚打门/);
    expect(told.find((l) => l.key === `incident:${shot.key}`)?.text).not.toContain('第1次射正');
  });

  it('says what a goal does to the match, with the score', () => {
    const goal = (index: number) => lines.find((l) => l.key === `incident:${incidents[index]?.key}`);
    expect(goal(4)?.text).toContain('首开纪录');
    expect(goal(4)?.text).toMatch(/英格兰 1-0 丹麦|1-0/);
    expect(goal(7)?.text).toContain('扳平比分');
    expect(goal(9)?.text).toContain('乌龙');
    expect(goal(9)?.text).toContain('丹麦克亚尔');
    expect([goal(4), goal(7), goal(9)].every((l) => l?.kind === 'goal' && l.emphasis)).toBe(true);
  });

  it('whistles kick-off, half-time with the key statistics, the second half and full time', () => {
    expect(texts[0]).toContain('卢日尼基体育场');
    const halfTime = lines.find((l) => l.key === 'whistle:half-time');
    expect(halfTime?.text).toMatch(/上半场结束，英格兰 1-0 丹麦。半场射门4:3（射正2:1），角球3:2，控球率55%:45%/);
    expect(lines.at(-1)?.text).toMatch(/^全场比赛结束！英格兰 2-1 丹麦，英格兰拿下胜利/);
    expect(lines.at(-1)?.emphasis).toBe(true);
    const order = ['whistle:kickoff', 'whistle:half-time', 'whistle:second-half', 'whistle:full-time'];
    expect(order.map((key) => lines.findIndex((l) => l.key === key))).toEqual(
      order.map((key) => lines.findIndex((l) => l.key === key)).sort((a, b) => a - b),
    );
  });

  it('reads spells of pressure and of fouls, and sums up every 15 minutes', () => {
    expect(lines.find((l) => l.key.startsWith('pressure:'))?.text).toContain('英格兰');
    expect(lines.find((l) => l.key.startsWith('pressure:'))?.minute).toBe("25'");
    expect(lines.some((l) => l.key.startsWith('fouls:'))).toBe(true);
    expect(lines.filter((l) => l.kind === 'summary').map((l) => l.minute)).toEqual(["15'", "30'", "60'", "75'"]);
  });

  it('never writes the same line twice, even for many alike incidents', () => {
    const corners = Array.from({ length: 40 }, (_, i) => incident(IncidentType.corner, 'home', 1, 1 + i, null));
    const many = footballCommentary({ ...input, incidents: corners }).map((l) => l.text);
    expect(new Set(many).size).toBe(many.length);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('is deterministic, and words two matches differently', () => {
    expect(footballCommentary(input)).toEqual(lines);
    const other = footballCommentary({ ...input, matchId: 1 }).map((l) => l.text);
    expect(other).not.toEqual(texts);
  });

  it('writes nothing before kick-off and no half-time line during the first half', () => {
    expect(footballCommentary({ ...input, state: FootballStatus.notStarted, incidents: [], minutes: [] })).toEqual([]);
    const live = footballCommentary({ ...input, state: FootballStatus.firstHalf, minutes: minutes(20) });
    expect(live.some((l) => l.key === 'whistle:half-time' || l.key === 'whistle:full-time')).toBe(false);
  });
});
