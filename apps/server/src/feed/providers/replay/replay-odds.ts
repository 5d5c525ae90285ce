/**
 * Odds for the replayed fixtures: the odds model priced along each fixture's replay timeline. Pre-match
 * lines appear from 48 h before kick-off; in play they move with the clock, goals and red cards.
 */
import { FootballStatus, IncidentType } from '@kanqiu/domain';
import type { Clock } from '../../../platform/clock';
import type { FootballData } from '../../dataset/dataset';
import type { ScorePair } from '../../events';
import type { FeedProvider } from '../../feed-runner';
import { createOddsProvider } from '../odds-provider';
import { oddsEventsUntil, type MatchSnapshot, type StrengthTable } from '../../odds';
import { buildReplaySchedule, dayOf, fixturesOfDay, type Fixture } from './calendar';
import { REPLAY_PROVIDER } from './replay-events';
import { changesBetween } from './timeline';

function clockMinute(state: number, periodStartAt: number | null, at: number): number {
  if (periodStartAt === null) return state === FootballStatus.halfTime ? 45 : 0;
  const elapsed = (at - periodStartAt) / 60;
  return state === FootballStatus.secondHalf ? 45 + elapsed : elapsed;
}

/** The fixture's progression as the odds model reads it: a snapshot at every state change, goal and red card. */
export function replayProgression(fixture: Fixture, until: number): MatchSnapshot[] {
  const snapshots: MatchSnapshot[] = [];
  let state: number = FootballStatus.notStarted;
  let periodStartAt: number | null = null;
  let score: ScorePair = [0, 0];
  let redCards: ScorePair = [0, 0];
  for (const change of changesBetween(fixture, -Infinity, until)) {
    if (change.kind === 'state') {
      state = change.status.state;
      periodStartAt = change.status.periodStartAt;
    } else if (change.kind === 'score') {
      score = change.scores.score;
    } else if (
      change.kind === 'incident' &&
      (change.incident.type === IncidentType.red || change.incident.type === IncidentType.secondYellow)
    ) {
      redCards = change.incident.side === 'home' ? [redCards[0] + 1, redCards[1]] : [redCards[0], redCards[1] + 1];
    } else {
      continue;
    }
    const snapshot = { at: change.at, state, minute: clockMinute(state, periodStartAt, change.at), score, redCards };
    if (snapshots.at(-1)?.at === change.at) snapshots[snapshots.length - 1] = snapshot;
    else snapshots.push(snapshot);
  }
  return snapshots;
}

/** The fixture as the odds model reads it. */
export function oddsFixture(fixture: Fixture) {
  return {
    provider: REPLAY_PROVIDER,
    providerMatchId: fixture.providerMatchId,
    matchId: fixture.match.id,
    competition: fixture.competition,
    homeTeamId: fixture.match.home,
    awayTeamId: fixture.match.away,
    kickoffAt: fixture.kickoffAt,
  };
}

export function createReplayOddsProvider(options: {
  football: FootballData;
  strengths: StrengthTable;
  clock: Clock;
  speed: number;
  anchor: number;
  daysBack: number;
  daysAhead: number;
}): FeedProvider {
  const schedule = buildReplaySchedule(options.football.matches);

  function fixturesAt(t: number): Fixture[] {
    // The same window as the replay: its days, and a match from the day before still being played.
    const first = dayOf(t) - options.daysBack;
    const fixtures = fixturesOfDay(schedule, first - 1).filter((f) => f.endAt >= t);
    for (let day = first; day <= dayOf(t) + options.daysAhead; day++) fixtures.push(...fixturesOfDay(schedule, day));
    return fixtures;
  }

  return createOddsProvider({
    name: 'replay-odds',
    now: () => options.anchor + (options.clock() - options.anchor) * options.speed,
    fixturesAt,
    endOf: (fixture) => fixture.endAt,
    pricesUntil: (fixture, t) =>
      oddsEventsUntil(options.strengths, oddsFixture(fixture), replayProgression(fixture, t), t),
  });
}
