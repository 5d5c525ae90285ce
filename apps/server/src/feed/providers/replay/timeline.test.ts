import { FootballStatus, footballMinute, IncidentType, StatisticType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadFootball, type Match } from '../../dataset/dataset';
import { buildReplaySchedule, fixturesOfDay, type Fixture } from './calendar';
import { periodSpans } from './match-clock';
import { changesBetween, LINEUPS_AHEAD, stateAt } from './timeline';

const football = loadFootball('data');
const schedule = buildReplaySchedule(football.matches);
const KICKOFF = 1_750_000_000;

/** A real match placed at a fixed kick-off, without going through the calendar. */
function fixtureOf(match: Match): Fixture {
  const spans = periodSpans(match);
  return {
    providerMatchId: `${match.id}@0`,
    match,
    competition: match.competition,
    day: 0,
    cycle: 0,
    kickoffAt: KICKOFF,
    endAt: KICKOFF + (spans.at(-1)?.end ?? 0),
  };
}

function matchById(id: number): Match {
  const match = football.matches.find((m) => m.id === id);
  if (!match) throw new Error(`no match ${id}`);
  return match;
}

const withPenalties = football.matches.find((m) => m.score.pens !== null && m.competition === 'World_Cup');
if (!withPenalties) throw new Error('no shoot-out in the data');

describe('stateAt', () => {
  const fixture = fixtureOf(matchById(2499719));

  it('is not started, without lineups, until an hour before kick-off', () => {
    const early = stateAt(fixture, KICKOFF - LINEUPS_AHEAD - 1);
    expect(early).toMatchObject({ state: FootballStatus.notStarted, scores: null, lineups: null, incidents: [] });
    const announced = stateAt(fixture, KICKOFF - LINEUPS_AHEAD);
    expect(announced.state).toBe(FootballStatus.notStarted);
    expect(announced.lineups).toBe(fixture.match.lineups);
  });

  it('plays incidents at their period start plus their second', () => {
    // Arsenal 4-3 Leicester: a goal at 94.6 s, the half-time goal at 45+2, 15 minutes of break.
    expect(stateAt(fixture, KICKOFF + 94).scores?.score).toEqual([0, 0]);
    expect(stateAt(fixture, KICKOFF + 95).scores?.score).toEqual([1, 0]);
    expect(stateAt(fixture, KICKOFF + 95).incidents.at(-1)).toMatchObject({
      type: IncidentType.goal,
      side: 'home',
      period: 1,
      minuteLabel: '2',
      score: [1, 0],
    });
    const halfTime = stateAt(fixture, KICKOFF + 2820);
    expect(halfTime).toMatchObject({ state: FootballStatus.halfTime, periodStartAt: null });
    expect(halfTime.scores).toMatchObject({ score: [2, 2], halfTime: [2, 2] });
    const secondHalf = stateAt(fixture, KICKOFF + 2820 + 900);
    expect(secondHalf).toMatchObject({ state: FootballStatus.secondHalf, periodStartAt: KICKOFF + 3720 });
    expect(stateAt(fixture, fixture.endAt - 1).state).toBe(FootballStatus.secondHalf);
    expect(stateAt(fixture, fixture.endAt)).toMatchObject({ state: FootballStatus.finished, rawState: 'wyscout:FT' });
  });

  it('ends every real match with its real scores, incidents and totals', () => {
    const halfTimeDisagrees: number[] = [];
    for (const match of football.matches) {
      const fixture = fixtureOf(match);
      const end = stateAt(fixture, fixture.endAt);
      expect(end.state).toBe(FootballStatus.finished);
      expect(end.scores).toMatchObject({
        score: match.score.et ?? match.score.ft,
        extraTime: match.score.et,
        penalties: match.score.pens,
      });
      if (JSON.stringify(end.scores?.halfTime) !== JSON.stringify(match.score.ht)) halfTimeDisagrees.push(match.id);
      expect(end.incidents.map((i) => i.index)).toEqual(match.events.map((_, i) => i));
      const values = end.statistics?.values ?? {};
      const totals = (key: 'corners' | 'yellow' | 'red' | 'fouls' | 'passes' | 'attacks' | 'dangerousAttacks') => [
        match.stats.home[key],
        match.stats.away[key],
      ];
      expect(values[StatisticType.corners]).toEqual(totals('corners'));
      expect(values[StatisticType.yellowCards]).toEqual(totals('yellow'));
      expect(values[StatisticType.redCards]).toEqual(totals('red'));
      expect(values[StatisticType.fouls]).toEqual(totals('fouls'));
      expect(values[StatisticType.passes]).toEqual(totals('passes'));
      expect(values[StatisticType.attacks]).toEqual(totals('attacks'));
      expect(values[StatisticType.dangerousAttacks]).toEqual(totals('dangerousAttacks'));
      expect(values[StatisticType.shots]).toEqual([match.stats.home.shots, match.stats.away.shots]);
    }
    // The half-time score is the first half's goals; in three matches the source's own ht field disagrees
    // with its goal events (e.g. 2500998: three first-half goals, "ht 0-0").
    expect(halfTimeDisagrees).toEqual([2500001, 2500998, 2565842]);
  });

  it('gives possession as percentages adding up to 100', () => {
    const values = stateAt(fixture, fixture.endAt).statistics?.values ?? {};
    const [home = 0, away = 0] = values[StatisticType.possession] ?? [];
    expect(home + away).toBe(100);
    expect(home).toBe(Math.round((606 / (606 + 230)) * 100));
  });
});

describe('the match clock', () => {
  it('goes 1 → 2 → 3 → 4 → 8, and 5 (each half) and 7 when extra time and a shoot-out were played', () => {
    const states = (fixture: Fixture) =>
      changesBetween(fixture, -Infinity, Infinity).flatMap((c) =>
        c.kind === 'state' ? [[c.status.state, c.status.period]] : [],
      );
    expect(states(fixtureOf(matchById(2499719)))).toEqual([
      [2, null],
      [3, null],
      [4, null],
      [8, null],
    ]);
    const shootout = fixtureOf(withPenalties);
    expect(states(shootout)).toEqual([
      [2, null],
      [3, null],
      [4, null],
      [5, 1],
      [5, 2],
      [7, null],
      [8, null],
    ]);
    expect(stateAt(shootout, shootout.endAt).rawState).toBe('wyscout:AP');
  });

  it('spaces extra time: 5 minutes after the second half, 1 minute between its halves', () => {
    const fixture = fixtureOf(withPenalties);
    const starts = changesBetween(fixture, -Infinity, Infinity).flatMap((c) =>
      c.kind === 'state' && c.status.periodStartAt !== null ? [c.status.periodStartAt - KICKOFF] : [],
    );
    const { periods } = withPenalties;
    const secondHalf = periods['1H'] + 900;
    const extraTime = secondHalf + periods['2H'] + 300;
    const secondExtra = extraTime + (periods.E1 ?? 0) + 60;
    expect(starts).toEqual([0, secondHalf, extraTime, secondExtra, secondExtra + (periods.E2 ?? 0)]);
  });

  it('shows the spec minute: never beyond 45+ in the first half, 90+ in the second', () => {
    const longest = (period: '1H' | '2H') =>
      [...football.matches].sort((a, b) => b.periods[period] - a.periods[period])[0];
    const samples = [...football.matches.slice(0, 20), longest('1H'), longest('2H'), withPenalties];
    const wrong: string[] = [];
    for (const match of samples) {
      const fixture = fixtureOf(match ?? withPenalties);
      for (let t = fixture.kickoffAt; t < fixture.endAt; t += 20) {
        const s = stateAt(fixture, t);
        const ranges: Partial<Record<number, [number, number]>> = {
          2: [1, 45],
          4: [46, 90],
          5: s.period === 2 ? [106, 120] : [91, 105],
        };
        const range = ranges[s.state];
        if (s.periodStartAt === null || !range) continue;
        const [low, high] = range;
        const shown = footballMinute({
          state: s.state,
          halfStartAt: s.periodStartAt,
          now: t,
          extraTimeHalf: s.period ?? 1,
        });
        const ok =
          shown.kind === 'minute'
            ? shown.minute >= low && shown.minute <= high
            : shown.kind === 'stoppage' && shown.label === `${high}+`;
        if (!ok) wrong.push(`${fixture.providerMatchId} +${t - fixture.kickoffAt}s: ${JSON.stringify(shown)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('statistics', () => {
  it('come once a played minute, with totals that only grow', () => {
    for (const match of football.matches.slice(0, 60).concat(withPenalties)) {
      const stats = changesBetween(fixtureOf(match), -Infinity, Infinity).flatMap((c) =>
        c.kind === 'statistics' ? [c] : [],
      );
      const played = periodSpans(match)
        .filter((s) => s.period !== 'P')
        .reduce((sum, s) => sum + Math.ceil((s.end - s.start) / 60), 0);
      expect(stats.map((s) => s.statistics.minute)).toEqual(Array.from({ length: played }, (_, i) => i + 1));
      const shrinking = stats.filter((s, i) => {
        const before = stats[i - 1];
        if (!before) return false;
        const counts = Object.keys(s.statistics.values).filter((type) => Number(type) !== StatisticType.possession);
        return (
          s.at <= before.at ||
          counts.some((type) =>
            [0, 1].some(
              (side) =>
                (s.statistics.values[Number(type)]?.[side] ?? 0) <
                (before.statistics.values[Number(type)]?.[side] ?? 0),
            ),
          )
        );
      });
      expect(shrinking).toEqual([]);
    }
  });

  it('hold the last regulation row through first-half stoppage time', () => {
    const fixture = fixtureOf(matchById(2499719));
    const attacksAt = (t: number) => stateAt(fixture, t).statistics?.values[StatisticType.attacks];
    const row44 = fixture.match.minuteStats[44];
    expect(attacksAt(KICKOFF + 45 * 60)).toEqual([row44?.[0], row44?.[4]]);
    expect(attacksAt(KICKOFF + 2820)).toEqual([row44?.[0], row44?.[4]]);
    const row45 = fixture.match.minuteStats[45];
    expect(attacksAt(KICKOFF + 3720 + 60)).toEqual([row45?.[0], row45?.[4]]);
  });
});

describe('the calendar and the clock together', () => {
  it('never overlap two matches of one team', () => {
    const day = fixturesOfDay(schedule, 20_000);
    for (const f of day) {
      const same = day.filter(
        (o) => o !== f && [o.match.home, o.match.away].some((t) => [f.match.home, f.match.away].includes(t)),
      );
      for (const o of same) expect(o.kickoffAt > f.endAt || o.endAt < f.kickoffAt).toBe(true);
    }
  });
});
