import { isUnknownStreamPosition } from '@kanqiu/domain';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { serverNow } from './server-clock';
import { judgeStreamDiff, missedSinceSnapshot, type StreamPosition } from './stream-position';
import type { ApplyListDiff, LiveListSnapshot, LiveListSport } from './live-list-types';
import { useLiveSocket } from './use-live-socket';

const FLASH_MS = 3000;
/** A snapshot read while the server could not tell its stream position is fetched again after this. */
const UNKNOWN_POSITION_REFETCH_MS = 15_000;

export type LiveListSyncProps<S extends LiveListSnapshot, R> = {
  sport: LiveListSport<S, R>;
  snapshot: S;
  /** When the snapshot arrived (Date.now()), for the sports clock. */
  receivedAt: RefObject<number>;
  /** The rows on screen, which the next diff changes. */
  rows: R[];
  onRows(rows: R[]): void;
  onFlash(update: (flashing: ReadonlySet<number>) => ReadonlySet<number>): void;
  resync(): void;
};

/**
 * Keeps a score list live (drawing nothing): applies its sport stream's diffs in order, (re)subscribes
 * with its position so the server replays what it missed, asks for a fresh snapshot (`resync`) when that
 * cannot be done, on a gap, a new epoch or a reset, and flashes a row that scored.
 */
export function LiveListSync<S extends LiveListSnapshot, R>(props: LiveListSyncProps<S, R>): null {
  const { sport, snapshot, receivedAt, resync, onFlash } = props;
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const position = useRef<StreamPosition>({ epoch: snapshot.epoch, seq: snapshot.seq });
  const resyncing = useRef(false);

  useEffect(() => {
    position.current = { epoch: snapshot.epoch, seq: snapshot.seq };
    resyncing.current = false;
  }, [snapshot]);

  const askResync = useCallback(() => {
    if (resyncing.current) return;
    resyncing.current = true;
    resync();
  }, [resync]);

  useEffect(() => {
    if (!isUnknownStreamPosition(snapshot)) return;
    const timer = setTimeout(askResync, UNKNOWN_POSITION_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [snapshot, askResync]);

  const flash = (id: number) => {
    onFlash((current) => new Set(current).add(id));
    setTimeout(() => {
      onFlash((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, FLASH_MS);
  };

  const apply = useRef<ApplyListDiff<R> | null>(null);
  const loadApply = async () => {
    apply.current = await sport.loadApply();
  };
  useLiveSocket(
    [sport.topic],
    {
      onSubscribed: (positions) => {
        const now = positions[sport.topic];
        if (!now || now.recovered) return;
        if (missedSinceSnapshot(position.current, now.epoch, now.seq)) askResync();
      },
      onReset: (topic) => {
        if (topic === sport.topic) askResync();
      },
      onDiff: (message) => {
        if (message.topic !== sport.topic || !apply.current) return;
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
        const result = apply.current(latest.current.rows, message, now);
        if (!result) return;
        latest.current = { ...latest.current, rows: result.rows };
        latest.current.onRows(result.rows);
        if (result.flash !== null) flash(result.flash);
      },
    },
    () => ({ [sport.topic]: position.current }),
    loadApply,
  );
  return null;
}
