/**
 * The moment an animation shows, kept by the page that holds the match's live data: the first one from the
 * loader's data, the next ones from each `match:<id>` diff the page applies (its `feed`), and play settling
 * on its own once a moment has held the screen for its time.
 */
import type { MatchDiff, PlayView } from '@kanqiu/contract';
import {
  basketballPlayMoment,
  basketballSettled,
  basketballStateMoment,
  basketballWhistleMoment,
  CourtZone,
  FootballStatus,
  footballIncidentMoment,
  footballSettled,
  footballStateMoment,
  footballStatisticsMoment,
  type AnimationMoment,
  type BasketballMoment,
  type FootballMoment,
} from '@kanqiu/domain';
import { useEffect, useRef, useState } from 'react';

type Totals = Readonly<Record<string, readonly [number, number]>>;

function useMoment<M extends AnimationMoment>(initial: () => M, settle: (moment: M) => M | null) {
  const [moment, setMoment] = useState(initial);
  const settleRef = useRef(settle);
  useEffect(() => {
    if (moment.holdMs <= 0) return;
    const timer = setTimeout(() => {
      const next = settleRef.current(moment);
      if (next) setMoment(next);
    }, moment.holdMs);
    return () => clearTimeout(timer);
  }, [moment]);
  return [moment, setMoment] as const;
}

const WHISTLE_STATES: ReadonlySet<number> = new Set([
  FootballStatus.halfTime,
  FootballStatus.penalties,
  FootballStatus.finished,
]);

/** The moment a football diff tells: a whistle, else its newest drawable incident, else its statistics' rise. */
export function footballDiffMoment(diff: MatchDiff, before: Totals | null): FootballMoment | null {
  const state = diff.fields.state;
  if (state !== undefined && WHISTLE_STATES.has(state))
    return footballStateMoment(state, diff.statistics?.values ?? before);
  const incidents = diff.incidents.toSorted((a, b) => a.period - b.period || a.second - b.second);
  for (const incident of incidents.toReversed()) {
    const moment = footballIncidentMoment(incident);
    if (moment) return moment;
  }
  if (diff.statistics) {
    const moment = footballStatisticsMoment(`${diff.matchId}:${diff.version}`, before, diff.statistics.values);
    if (moment) return moment;
  }
  return state === undefined ? null : footballStateMoment(state, diff.statistics?.values ?? before);
}

/** A football match's animation: from its state and statistics, then from each diff. */
export function useFootballAnimation(initial: {
  state: number;
  statistic: readonly { type: number; home: number; away: number }[];
}) {
  const totals = useRef<Totals | null>(null);
  const [moment, setMoment] = useMoment(() => {
    const start = Object.fromEntries(initial.statistic.map((s) => [String(s.type), [s.home, s.away] as const]));
    totals.current = start;
    return footballStateMoment(initial.state, start);
  }, footballSettled);
  const feed = (diff: MatchDiff) => {
    const next = footballDiffMoment(diff, totals.current);
    if (diff.statistics) totals.current = diff.statistics.values;
    if (next) setMoment(next);
  };
  return { moment, feed };
}

const playMoment = (play: PlayView): BasketballMoment | null =>
  basketballPlayMoment(play) ?? basketballWhistleMoment(play);

/** Play at centre court when neither a play nor the state says more. */
const tipOff: BasketballMoment = {
  key: 'tip-off',
  kind: 'possession',
  side: null,
  attacker: null,
  next: null,
  zone: CourtZone.centre,
  label: '比赛进行中',
  player: null,
  guessed: true,
  holdMs: 0,
};

/** The moment of a basketball diff: the final whistle, else its newest drawable play. */
export function basketballDiffMoment(diff: MatchDiff): BasketballMoment | null {
  const final = diff.fields.state === undefined ? null : basketballStateMoment(diff.fields.state);
  if (final) return final;
  for (const play of diff.plays.toReversed()) {
    const moment = playMoment(play);
    if (moment) return moment;
  }
  return null;
}

/** A basketball game's animation: from its newest play (plays come newest first), then from each diff. */
export function useBasketballAnimation(initial: { state: number; plays: readonly PlayView[] }) {
  const [moment, setMoment] = useMoment(
    () =>
      basketballStateMoment(initial.state) ??
      initial.plays.map(playMoment).find((m): m is BasketballMoment => m !== null) ??
      tipOff,
    basketballSettled,
  );
  const feed = (diff: MatchDiff) => {
    const next = basketballDiffMoment(diff);
    if (next) setMoment(next);
  };
  return { moment, feed };
}
