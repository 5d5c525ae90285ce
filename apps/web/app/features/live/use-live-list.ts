import { isUnknownStreamPosition } from '@kanqiu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveDiffMessage } from '../../lib/live-socket';
import { serverNow } from './server-clock';
import { judgeStreamDiff, missedSinceSnapshot, type StreamPosition } from './stream-position';
import { useLiveSocket } from './use-live-socket';

const FLASH_MS = 3000;
/** A snapshot read while the server could not tell its stream position is fetched again after this. */
const UNKNOWN_POSITION_REFETCH_MS = 15_000;

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
  /** Fetched with the socket client, after the load event: diffs only come through the socket (issue 7 §5). */
  loadApply(): Promise<ApplyListDiff<R>>;
};

/**
 * A score list kept live: starts from the loader's snapshot, applies its sport stream's diffs in
 * order, (re)subscribes with its position so the server replays what it missed, asks for a fresh
 * snapshot (`resync`) when that cannot be done, on a gap, a new epoch or a reset, and flashes a row
 * that scored.
 */
export function useLiveList<S extends LiveListSnapshot, R>(
  sport: LiveListSport<S, R>,
  snapshot: S | null,
  resync: () => void,
): { rows: R[]; flashing: ReadonlySet<number> } {
  const [state, setState] = useState(() => ({ snapshot, rows: snapshot ? sport.rowsOf(snapshot) : [] }));
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(new Set());
  let rows = state.rows;
  if (state.snapshot !== snapshot) {
    rows = snapshot ? sport.rowsOf(snapshot) : [];
    setState({ snapshot, rows });
  }
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);
  const position = useRef<StreamPosition | null>(null);
  const resyncing = useRef(false);
  const receivedAt = useRef(0);

  useEffect(() => {
    position.current = snapshot ? { epoch: snapshot.epoch, seq: snapshot.seq } : null;
    resyncing.current = false;
    receivedAt.current = Date.now();
  }, [snapshot]);

  const askResync = useCallback(() => {
    if (resyncing.current) return;
    resyncing.current = true;
    resync();
  }, [resync]);

  useEffect(() => {
    if (!snapshot || !isUnknownStreamPosition(snapshot)) return;
    const timer = setTimeout(askResync, UNKNOWN_POSITION_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [snapshot, askResync]);

  const flash = useCallback((id: number) => {
    setFlashing((current) => new Set(current).add(id));
    setTimeout(() => {
      setFlashing((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, FLASH_MS);
  }, []);

  const apply = useRef<ApplyListDiff<R> | null>(null);
  const loadApply = async () => {
    apply.current = await sport.loadApply();
  };
  const since = () => (position.current ? { [sport.topic]: position.current } : undefined);
  useLiveSocket(
    snapshot ? [sport.topic] : [],
    {
      onSubscribed: (positions) => {
        const now = positions[sport.topic];
        if (!now || now.recovered || !position.current) return;
        if (missedSinceSnapshot(position.current, now.epoch, now.seq)) askResync();
      },
      onReset: (topic) => {
        if (topic === sport.topic) askResync();
      },
      onDiff: (message) => {
        if (message.topic !== sport.topic || !position.current || !snapshot || !apply.current) return;
        const verdict = judgeStreamDiff(position.current, message.epoch, message.seq);
        if (verdict === 'stale') return;
        if (verdict === 'resync') {
          askResync();
          return;
        }
        position.current = { epoch: message.epoch, seq: message.seq };
        const now = serverNow(
          { serverTime: snapshot.serverTime, receivedAtMs: receivedAt.current, rate: snapshot.clockRate },
          Date.now(),
        );
        const result = apply.current(rowsRef.current, message, now);
        if (!result) return;
        rowsRef.current = result.rows;
        setState({ snapshot, rows: result.rows });
        if (result.flash !== null) flash(result.flash);
      },
    },
    since,
    loadApply,
  );

  return { rows, flashing };
}
