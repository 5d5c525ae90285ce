/**
 * The match minute shown beside a live football score (spec §4): minutes
 * since the current half started, plus 45 in the second half; a half that
 * runs over shows its end with a plus ('45+', '90+').
 *
 * Extra time: the feed restarts halfStartAt at each extra-time half, and the
 * status code does not say which half is on, so the caller passes
 * extraTimeHalf (default 1). The halves count on from 90 and 105 and overrun
 * as '105+' and '120+', the same rule as normal time.
 */
import { FootballStatus, isFootballExtraTime } from './status';

export type FootballStoppageLabel = '45+' | '90+' | '105+' | '120+';

export type FootballMinute =
  | { kind: 'minute'; minute: number }
  | { kind: 'stoppage'; label: FootballStoppageLabel }
  | { kind: 'none' };

export interface FootballMinuteInput {
  state: number;
  /** Epoch seconds when the current half kicked off. */
  halfStartAt: number;
  /** Epoch seconds. */
  now: number;
  extraTimeHalf?: 1 | 2;
}

interface HalfWindow {
  offset: number;
  end: 45 | 90 | 105 | 120;
}

const halfWindow = (state: number, extraTimeHalf: 1 | 2): HalfWindow | null => {
  if (state === FootballStatus.firstHalf) return { offset: 0, end: 45 };
  if (state === FootballStatus.secondHalf) return { offset: 45, end: 90 };
  if (!isFootballExtraTime(state)) return null;
  return extraTimeHalf === 1 ? { offset: 90, end: 105 } : { offset: 105, end: 120 };
};

const NONE: FootballMinute = { kind: 'none' };

export const footballMinute = (input: FootballMinuteInput): FootballMinute => {
  const window = halfWindow(input.state, input.extraTimeHalf ?? 1);
  const { halfStartAt, now } = input;
  if (!window || !Number.isFinite(now) || !Number.isFinite(halfStartAt) || halfStartAt <= 0) {
    return NONE;
  }
  // A clock slightly behind the feed must not show minute 0 or less.
  const elapsedSec = Math.max(0, now - halfStartAt);
  const minute = window.offset + Math.floor(elapsedSec / 60) + 1;
  if (minute > window.end) return { kind: 'stoppage', label: `${window.end}+` };
  return { kind: 'minute', minute };
};

export const footballMinuteText = (result: FootballMinute): string => {
  if (result.kind === 'minute') return `${result.minute}'`;
  if (result.kind === 'stoppage') return result.label;
  return '';
};
