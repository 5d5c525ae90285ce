/** The types a score list page, its live rows and its overlays share. */
import type { LiveDiffMessage } from '../../lib/live-socket';

/** What every sport's list snapshot carries for keeping it live. */
export type LiveListSnapshot = { epoch: string; seq: number; serverTime: number; clockRate: number };

/** How one diff changes a list's rows: null when it changes none; `flash` names a row that scored. */
export type ApplyListDiff<R> = (
  rows: R[],
  message: LiveDiffMessage,
  serverNowSec: number,
) => { rows: R[]; flash: number | null } | null;

/** One sport's part: its stream, its rows, and how one diff changes them. */
export type LiveListSport<S extends LiveListSnapshot, R> = {
  topic: 'live:football' | 'live:basketball';
  rowsOf(snapshot: S): R[];
  /**
   * Fetched with the socket client, after the load event: diffs only come through the socket
   * (docs/decisions/0009-first-screen-javascript.md).
   */
  loadApply(): Promise<ApplyListDiff<R>>;
};

/** The league filter of a list: where its counts come from (the choice is kept in the sport's cookie). */
export type ListFilter = {
  endpoint: string;
  query: Record<string, string | number | undefined>;
  filterId: string;
};

/** The sheet a tap opened over a score list. */
export type ListSheet = 'filter' | 'alerts' | null;
