import type { BasketballList } from '@kanqiu/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverNow } from '../live/server-clock';
import { judgeStreamDiff, missedSinceSnapshot, type StreamPosition } from '../live/stream-position';
import { useLiveSocket } from '../live/use-live-socket';
import { applyBasketballListDiff, rowsOf, type BasketballRow } from './list-diff';

const FLASH_MS = 3000;

/**
 * The basketball list kept live on the `basketball` stream, as football's: diffs in order, a fresh
 * snapshot on a gap, a new epoch or a reconnect; a row that scored flashes.
 */
export function useLiveBasketballList(
  snapshot: BasketballList | null,
  resync: () => void,
): { rows: BasketballRow[]; flashing: ReadonlySet<number> } {
  const [state, setState] = useState(() => ({
    snapshot,
    rows: snapshot ? rowsOf(snapshot.scoreList, snapshot.serverTime) : [],
  }));
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(new Set());
  let rows = state.rows;
  if (state.snapshot !== snapshot) {
    rows = snapshot ? rowsOf(snapshot.scoreList, snapshot.serverTime) : [];
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

  useLiveSocket(snapshot ? ['basketball'] : [], {
    onOpen: (reconnect) => {
      if (reconnect) askResync();
    },
    onWelcome: (epoch) => {
      if (position.current && missedSinceSnapshot(position.current, epoch, undefined)) askResync();
    },
    onSubscribed: (positions) => {
      if (position.current && missedSinceSnapshot(position.current, null, positions.basketball)) askResync();
    },
    onDiff: (message) => {
      if (message.topic !== 'basketball' || !position.current || !snapshot) return;
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
      const result = applyBasketballListDiff(rowsRef.current, message.data, now);
      if (result.rows === rowsRef.current) return;
      rowsRef.current = result.rows;
      setState({ snapshot, rows: result.rows });
      if (result.scored !== null) flash(result.scored);
    },
  });

  return { rows, flashing };
}
