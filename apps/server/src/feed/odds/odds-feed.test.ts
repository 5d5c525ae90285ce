import { FootballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { FeedSide, LotteryMarket, OddsEvent, OddsMarket, OddsPhase } from '../events';
import { ODDS_COMPANIES, type OddsCompany } from './companies';
import { oddsEventsUntil, type MatchSnapshot, type OddsFixture } from './odds-feed';
import type { CompetitionStrengths, StrengthTable } from './strengths';

const STRENGTHS: CompetitionStrengths = {
  competition: 'Test',
  base: Math.log(1.1),
  homeAdvantage: 0.27,
  rho: -0.05,
  teams: new Map([
    [1, { attack: 0.35, defence: 0.25 }],
    [2, { attack: 0, defence: 0 }],
  ]),
};
const TABLE: StrengthTable = {
  competitions: new Map([['Test', STRENGTHS]]),
  fallback: { ...STRENGTHS, competition: 'average', teams: new Map() },
  walked: new Map(),
};

const KICKOFF = 1_700_000_000;
const HOUR = 3600;
const MINUTE = 60;
const SECOND_HALF = KICKOFF + 62 * MINUTE; // a 47-minute first half and a 15-minute break
const FULL_TIME = SECOND_HALF + 49 * MINUTE;

const FIXTURE: OddsFixture = {
  provider: 'replay',
  providerMatchId: 'm1',
  matchId: 1,
  competition: 'Test',
  homeTeamId: 1,
  awayTeamId: 2,
  kickoffAt: KICKOFF,
};

type Incident = { minute: number; side: FeedSide; kind: 'goal' | 'red' };

const clock = (minute: number): number =>
  minute < 45 ? KICKOFF + minute * MINUTE : SECOND_HALF + (minute - 45) * MINUTE;

/** Kick-off, each incident, half-time, the second half and the final whistle, as a replay would send them. */
function progression(incidents: readonly Incident[], end: number = FootballStatus.finished): MatchSnapshot[] {
  const score: [number, number] = [0, 0];
  const redCards: [number, number] = [0, 0];
  const snapshot = (at: number, state: number, minute: number): MatchSnapshot => ({
    at,
    state,
    minute,
    score: [score[0], score[1]],
    redCards: [redCards[0], redCards[1]],
  });
  const snapshots = [snapshot(KICKOFF, FootballStatus.firstHalf, 0)];
  const play = (incident: Incident): void => {
    const counts = incident.kind === 'goal' ? score : redCards;
    counts[incident.side === 'home' ? 0 : 1] += 1;
    const half = incident.minute < 45 ? FootballStatus.firstHalf : FootballStatus.secondHalf;
    snapshots.push(snapshot(clock(incident.minute), half, incident.minute));
  };
  incidents.filter((i) => i.minute < 45).forEach(play);
  snapshots.push(snapshot(KICKOFF + 47 * MINUTE, FootballStatus.halfTime, 45));
  snapshots.push(snapshot(SECOND_HALF, FootballStatus.secondHalf, 45));
  incidents.filter((i) => i.minute >= 45).forEach(play);
  snapshots.push(snapshot(FULL_TIME, end, 94));
  return snapshots;
}

const EVERYTHING = KICKOFF + 10 * HOUR;

const select = (events: readonly OddsEvent[], companyId: number, market: OddsMarket, phase?: OddsPhase) =>
  events.filter((e) => e.companyId === companyId && e.market === market && (!phase || e.phase === phase));

const implied = (odds: readonly number[]): number[] => odds.map((o) => 1 / o);

describe('oddsEventsUntil: schedule', () => {
  const events = oddsEventsUntil(TABLE, FIXTURE, progression([]), EVERYTHING);

  it('opens 48 h before kick-off and moves at −24 h, −6 h and −1 h for every company and market', () => {
    for (const company of ODDS_COMPANIES) {
      for (const market of ['asia', 'euro', 'total'] as const) {
        expect(select(events, company.id, market, 'open').map((e) => e.at)).toEqual([KICKOFF - 48 * HOUR]);
        expect(select(events, company.id, market, 'pre').map((e) => e.at)).toEqual(
          [24, 6, 1].map((h) => KICKOFF - h * HOUR),
        );
      }
    }
  });

  it('prices in play at kick-off and every 5 minutes, silent at half-time and after the whistle', () => {
    const live = select(events, 1, 'euro', 'live');
    expect(live[0]).toMatchObject({ at: KICKOFF, minute: 0, score: [0, 0] });
    for (const e of live) {
      const inFirstHalf = e.at >= KICKOFF && e.at < KICKOFF + 47 * MINUTE;
      const inSecondHalf = e.at >= SECOND_HALF && e.at < FULL_TIME;
      expect(inFirstHalf || inSecondHalf).toBe(true);
      expect((e.minute ?? -1) % 5).toBe(0);
    }
    // The 1X2 price changes with every tick at 0-0, so none is dropped as a repeat.
    expect(live.map((e) => e.minute)).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90,
    ]);
  });

  it('gives every event a unique key <match>:odds:<company>:<market>:<phase>:<seq>', () => {
    const keys = events.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of events) {
      expect(e.key).toMatch(/^m1:odds:\d+:(asia|euro|total|jcSpf|jcRq|bdSpf|bdRq):(open|pre|live):\d+$/);
      expect(e.key.startsWith(`m1:odds:${e.companyId}:${e.market}:${e.phase}:`)).toBe(true);
      expect(e).toMatchObject({ kind: 'odds', provider: 'replay', providerMatchId: 'm1' });
    }
  });

  it('says nothing in extra time: the markets are on the 90 minutes', () => {
    const withExtraTime = [...progression([], FootballStatus.extraTime)];
    withExtraTime.push({ ...withExtraTime[withExtraTime.length - 1]!, at: FULL_TIME + 20 * MINUTE, minute: 105 });
    const all = oddsEventsUntil(TABLE, FIXTURE, withExtraTime, EVERYTHING);
    expect(all.filter((e) => e.at >= FULL_TIME)).toEqual([]);
  });

  it('has nothing before the opening and only the opening 30 h before kick-off', () => {
    expect(oddsEventsUntil(TABLE, FIXTURE, [], KICKOFF - 49 * HOUR)).toEqual([]);
    const early = oddsEventsUntil(TABLE, FIXTURE, [], KICKOFF - 30 * HOUR);
    expect(new Set(early.map((e) => e.phase))).toEqual(new Set(['open']));
    expect(early).toHaveLength(ODDS_COMPANIES.length * 3 + 4);
  });
});

describe('oddsEventsUntil: the lotteries', () => {
  const events = oddsEventsUntil(TABLE, FIXTURE, progression([]), EVERYTHING);
  const lines = (market: LotteryMarket) => events.filter((e) => e.market === market);

  it('prices 竞彩 and 北单 胜平负 and 让球胜平负 at the opening and the pre-match moves only', () => {
    for (const market of ['jcSpf', 'jcRq', 'bdSpf', 'bdRq'] as const) {
      expect(lines(market).map((e) => [e.phase, e.at])).toEqual([
        ['open', KICKOFF - 48 * HOUR],
        ...[24, 6, 1].map((h) => ['pre', KICKOFF - h * HOUR]),
      ]);
    }
  });

  it('gives the stronger home side a −1 handicap on 让球 only, the same for both lotteries', () => {
    expect(lines('jcSpf').every((e) => e.handicap === null)).toBe(true);
    expect(lines('jcRq').map((e) => e.handicap)).toEqual([-1, -1, -1, -1]);
    expect(lines('bdRq').map((e) => e.handicap)).toEqual([-1, -1, -1, -1]);
  });

  it('prices 竞彩 at its 89 % payout and 北单 at the pool ratio', () => {
    const payout = (e: OddsEvent): number => 1 / e.values.reduce((sum, sp) => sum + 1 / sp, 0);
    for (const e of [...lines('jcSpf'), ...lines('jcRq')]) expect(payout(e)).toBeCloseTo(0.89, 2);
    for (const e of [...lines('bdSpf'), ...lines('bdRq')]) expect(payout(e)).toBeCloseTo(1, 2);
  });
});

describe('oddsEventsUntil: determinism', () => {
  const script: Incident[] = [
    { minute: 12, side: 'home', kind: 'goal' },
    { minute: 38, side: 'away', kind: 'red' },
    { minute: 71, side: 'away', kind: 'goal' },
  ];
  const full = progression(script);
  const all = oddsEventsUntil(TABLE, FIXTURE, full, EVERYTHING);

  it('gives the same events for the same input', () => {
    expect(oddsEventsUntil(TABLE, FIXTURE, full, EVERYTHING)).toEqual(all);
  });

  it('gives at any time exactly the events up to then, with the same keys, knowing the future or not', () => {
    for (const t of [
      KICKOFF - 20 * HOUR,
      KICKOFF,
      KICKOFF + 12 * MINUTE,
      clock(40),
      clock(47),
      clock(71) + 30,
      FULL_TIME,
    ]) {
      const known = all.filter((e) => e.at <= t);
      expect(oddsEventsUntil(TABLE, FIXTURE, full, t)).toEqual(known);
      expect(
        oddsEventsUntil(
          TABLE,
          FIXTURE,
          full.filter((s) => s.at <= t),
          t,
        ),
      ).toEqual(known);
    }
  });

  it('seeds the opening wobble by match: another id opens differently but prices the same in play', () => {
    const other = oddsEventsUntil(TABLE, { ...FIXTURE, providerMatchId: 'm2' }, full, EVERYTHING);
    const values = (events: readonly OddsEvent[], phase: OddsPhase) =>
      events.filter((e) => e.phase === phase).map((e) => e.values);
    expect(values(other, 'open')).not.toEqual(values(all, 'open'));
    expect(values(other, 'live')).toEqual(values(all, 'live'));
  });
});

describe('oddsEventsUntil: prices', () => {
  it('re-prices right at a goal: the home line deepens, home odds shorten, away odds drift', () => {
    const events = oddsEventsUntil(
      TABLE,
      FIXTURE,
      progression([{ minute: 12, side: 'home', kind: 'goal' }]),
      EVERYTHING,
    );
    const asia = select(events, 1, 'asia', 'live');
    const euro = select(events, 1, 'euro', 'live');
    const goal = euro.findIndex((e) => e.at === clock(12));
    expect(euro[goal]).toMatchObject({ minute: 12, score: [1, 0] });
    const [before, after] = [euro[goal - 1]!, euro[goal]!];
    expect(after.values[0]).toBeLessThan(before.values[0]);
    expect(after.values[2]).toBeGreaterThan(before.values[2]);
    expect(after.values[1]).toBeGreaterThan(before.values[1]); // the draw is less likely at 1-0
    // 走地: the quoted line counts goals still to come; on the final score it is line + goal difference.
    const finalLineAt = (at: number) => {
      const event = asia.filter((e) => e.at <= at).at(-1)!;
      return event.values[1] + (event.score![0] - event.score![1]);
    };
    expect(finalLineAt(clock(12))).toBeGreaterThan(finalLineAt(clock(11)));
  });

  it('quotes the in-play handicap on the goals still to come (走地)', () => {
    const events = oddsEventsUntil(
      TABLE,
      FIXTURE,
      progression([{ minute: 12, side: 'home', kind: 'goal' }]),
      EVERYTHING,
    );
    const afterGoal = select(events, 1, 'asia', 'live').filter((e) => e.at >= clock(12));
    // One goal up with most of the match left: the running line stays a normal pre-match-sized line,
    // not the final-score line a goal deeper.
    expect(Math.abs(afterGoal[0]!.values[1])).toBeLessThanOrEqual(1.5);
    const late = afterGoal.at(-1)!;
    expect(late.values[1]).toBeLessThanOrEqual(0.5);
  });

  it('moves the handicap against a side that has a man sent off', () => {
    const events = oddsEventsUntil(
      TABLE,
      FIXTURE,
      progression([{ minute: 20, side: 'home', kind: 'red' }]),
      EVERYTHING,
    );
    const asia = select(events, 1, 'asia', 'live');
    const red = asia.find((e) => e.at === clock(20))!;
    const before = asia.filter((e) => e.at < clock(20)).at(-1)!;
    expect(red.values[1]).toBeLessThan(before.values[1]);
  });

  it('lowers the total line as a goalless match runs on', () => {
    const totals = select(oddsEventsUntil(TABLE, FIXTURE, progression([]), EVERYTHING), 1, 'total', 'live');
    const lines = totals.map((e) => e.values[1]);
    lines.slice(1).forEach((line, i) => expect(line).toBeLessThanOrEqual(lines[i]!));
    expect(lines.at(-1)).toBeLessThan(lines[0]!);
  });

  it('drifts from the opening towards the model price by kick-off', () => {
    const events = oddsEventsUntil(TABLE, FIXTURE, progression([]), EVERYTHING);
    for (const company of ODDS_COMPANIES) {
      const euro = select(events, company.id, 'euro');
      const fair = implied(euro.find((e) => e.phase === 'live')!.values);
      const distance = (e: OddsEvent) => Math.max(...implied(e.values).map((p, i) => Math.abs(p - fair[i]!)));
      const preMatch = euro.filter((e) => e.phase !== 'live').map(distance);
      expect(preMatch.at(-1)).toBeLessThanOrEqual(preMatch[0]! + 0.005);
      expect(preMatch.at(-1)).toBeLessThan(0.02);
    }
  });

  it('opens a company’s handicap a quarter deeper or shallower when it says so, on the even line if its waters would not fit', () => {
    const steady: OddsCompany = { ...ODDS_COMPANIES[0]!, id: 91, openingWobble: 0, openingLineShift: 0 };
    const deep: OddsCompany = { ...steady, id: 92, openingLineShift: 1 };
    const shallow: OddsCompany = { ...steady, id: 93, openingLineShift: -1 };
    const events = oddsEventsUntil(TABLE, FIXTURE, [], KICKOFF - 12 * HOUR, [steady, deep, shallow]);
    const line = (id: number, phase: OddsPhase) => select(events, id, 'asia', phase)[0]!.values[1];
    expect(line(91, 'open')).toBeGreaterThan(0);
    expect(line(92, 'open')).toBe(line(91, 'open') + 0.25);
    expect(line(92, 'pre')).toBe(line(91, 'pre'));
    // A quarter shallower (0.75) would quote waters outside 0.70–1.20: the company opens on the even line.
    const [homeWater, shallowLine, awayWater] = select(events, 93, 'asia', 'open')[0]!.values;
    expect(shallowLine).toBe(line(91, 'open'));
    expect([homeWater, awayWater].every((water) => water >= 0.7 && water <= 1.2)).toBe(true);
  });

  it('carries each company’s margin in its 1X2 odds', () => {
    const events = oddsEventsUntil(TABLE, FIXTURE, [], KICKOFF);
    for (const company of ODDS_COMPANIES) {
      for (const e of select(events, company.id, 'euro')) {
        expect(implied(e.values).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1 + company.margin, 2);
      }
    }
  });

  it('uses the leagues’ average for an unknown competition', () => {
    const events = oddsEventsUntil(
      TABLE,
      { ...FIXTURE, competition: 'Elsewhere', homeTeamId: 7, awayTeamId: 8 },
      [],
      KICKOFF,
    );
    const [home, , away] = select(events, 1, 'euro', 'pre').at(-1)!.values;
    expect(home).toBeLessThan(away); // the home advantage alone
  });
});
