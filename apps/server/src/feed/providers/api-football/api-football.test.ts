import { FootballStatus, IncidentType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { incidentEvents, statusOf } from './translate';
import type { ApiEvent, ApiFixture } from './wire';

const home = { id: 50, name: 'Manchester City' };
const away = { id: 40, name: 'Liverpool' };
const fixture = { fixture: { id: 7 } } as ApiFixture;

function event(elapsed: number, team: typeof home, playerId: number, type: string, detail: string): ApiEvent {
  return {
    time: { elapsed, extra: null },
    team,
    player: { id: playerId, name: `P. ${playerId}` },
    assist: { id: null, name: null },
    type,
    detail,
    comments: null,
  };
}

describe('API-Football statuses', () => {
  it('maps the documented short codes onto the spec codes', () => {
    expect(
      ['NS', '1H', 'HT', '2H', 'ET', 'P', 'FT', 'AET', 'PEN', 'PST', 'CANC', 'ABD', 'SUSP', 'TBD'].map(statusOf),
    ).toEqual([
      FootballStatus.notStarted,
      FootballStatus.firstHalf,
      FootballStatus.halfTime,
      FootballStatus.secondHalf,
      FootballStatus.extraTime,
      FootballStatus.penalties,
      FootballStatus.finished,
      FootballStatus.finished,
      FootballStatus.finished,
      FootballStatus.postponed,
      FootballStatus.cancelled,
      FootballStatus.abandoned,
      FootballStatus.interrupted,
      FootballStatus.toBeDetermined,
    ]);
    expect(statusOf('XYZ')).toBe(FootballStatus.abnormal);
  });
});

describe('API-Football events', () => {
  const goal = event(34, away, 306, 'Goal', 'Normal Goal');
  const cancel = event(36, away, 306, 'Var', 'Goal cancelled');

  it('keys an event by its identity, so a longer list later keeps the earlier keys', () => {
    const early = incidentEvents(fixture, [goal], home.id, new Map());
    const later = incidentEvents(
      fixture,
      [event(10, home, 1, 'Card', 'Yellow Card'), goal, cancel],
      home.id,
      new Map(),
    );
    expect(later.find((e) => e.minuteLabel === '34')?.key).toBe(early[0]?.key);
    expect(new Set(later.map((e) => e.key)).size).toBe(3);
  });

  it('sends a goal the VAR cancelled cancelled, out of the running score', () => {
    const after = event(55, away, 306, 'Goal', 'Penalty');
    const incidents = incidentEvents(fixture, [goal, cancel, after], home.id, new Map());
    expect(incidents.map((e) => [e.type, e.cancelled, e.score])).toEqual([
      [IncidentType.goal, true, [0, 1]],
      [IncidentType.var, false, null],
      [IncidentType.penaltyGoal, false, [0, 1]],
    ]);
  });

  it('credits an own goal to the other side, and ranks two same-minute cards of one player apart', () => {
    const own = event(20, home, 5, 'Goal', 'Own Goal');
    const cards = [event(30, home, 9, 'Card', 'Yellow Card'), event(30, home, 9, 'Card', 'Yellow Card')];
    const incidents = incidentEvents(fixture, [own, ...cards], home.id, new Map());
    expect(incidents[0]).toMatchObject({ type: IncidentType.ownGoal, side: 'away', score: [0, 1] });
    expect(incidents[1]?.key).not.toBe(incidents[2]?.key);
  });
});
