/**
 * What both sports' match-detail pages share: the loader's data kept live on the `match:<id>` topic
 * (a stale diff dropped, a missed one or a reconnect revalidating), a flash when the score rises, and
 * the tab strip under the header.
 */
import './live.css';
import type { MatchDiff } from '@kanqiu/contract';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useRevalidator } from 'react-router';
import { scoreRose } from './match-diff';
import { serverNow } from './server-clock';
import { judgeMatchVersion } from './stream-position';
import { useLiveSocket } from './use-live-socket';

export type LiveDetailOptions<D, S> = {
  data: D;
  stateOf: (data: D) => S;
  matchId: number;
  version: (state: S) => number;
  score: (state: S) => readonly [number, number];
  /** The loader's sports clock (serverTime, clockRate), read when the data arrived. */
  clock: { serverTime: number; clockRate: number };
  flashMs: number;
  /** The state after a diff; `now` is the sports clock's seconds at the diff. */
  apply: (state: S, diff: MatchDiff, now: number) => S;
  /** Side effects of an applied diff (refetch a tab, alerts). */
  onApplied?: (before: S, after: S, diff: MatchDiff, now: number) => void;
};

export function useLiveDetail<D, S>(
  options: LiveDetailOptions<D, S>,
): { state: S; flash: boolean; resync: () => void } {
  const { data, stateOf } = options;
  const revalidator = useRevalidator();
  const [held, setHeld] = useState(() => ({ data, state: stateOf(data) }));
  let state = held.state;
  if (held.data !== data) {
    state = stateOf(data);
    setHeld({ data, state });
  }
  const [flash, setFlash] = useState(false);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);
  const resyncing = useRef(false);
  const receivedAt = useRef(0);
  useEffect(() => {
    resyncing.current = false;
    receivedAt.current = Date.now();
  }, [data]);

  const resync = useCallback(() => {
    if (resyncing.current) return;
    resyncing.current = true;
    void revalidator.revalidate();
  }, [revalidator]);

  useLiveSocket([`match:${options.matchId}`], {
    onOpen: (reconnect) => {
      if (reconnect) resync();
    },
    onReset: resync,
    onDiff: ({ data: diff }) => {
      if (diff.matchId !== options.matchId) return;
      const before = current.current;
      const verdict = judgeMatchVersion(options.version(before), diff.version);
      if (verdict === 'stale') return;
      if (verdict === 'resync') {
        resync();
        return;
      }
      const { serverTime, clockRate } = options.clock;
      const now = serverNow({ serverTime, receivedAtMs: receivedAt.current, rate: clockRate }, Date.now());
      const after = options.apply(before, diff, now);
      current.current = after;
      setHeld((h) => ({ ...h, state: after }));
      if (scoreRose(options.score(before), options.score(after))) {
        setFlash(true);
        setTimeout(() => setFlash(false), options.flashMs);
      }
      options.onApplied?.(before, after, diff, now);
    },
  });

  return { state, flash, resync };
}

export type DetailTab<K extends string> = { key: K; label: string };

/** The tab strip of a detail page. */
export function DetailTabs<K extends string>(props: {
  tabs: readonly DetailTab<K>[];
  active: K;
  onSelect: (key: K) => void;
}): ReactElement {
  return (
    <nav className="kq-detail-tabs" role="tablist">
      {props.tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={props.active === t.key}
          className={props.active === t.key ? 'is-active' : ''}
          data-testid={`detail-tab-${t.key}`}
          onClick={() => props.onSelect(t.key)}
        >
          {t.label}
        </button>
      ))}
    </nav>
  );
}
