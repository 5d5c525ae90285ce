import type { FootballList, FootballListItem } from '@kanqiu/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alertText, alertsFor } from '../live/alerts';
import { playAlertBeep, useAlertStore } from '../live/alert-store';
import { serverNow } from '../live/server-clock';
import { judgeStreamDiff, missedSinceSnapshot, type StreamPosition } from '../live/stream-position';
import { useLiveSocket } from '../live/use-live-socket';
import { applyListDiff, rowMinuteText } from './list-diff';

const FLASH_MS = 3000;

/**
 * The football list kept live: starts from the loader's snapshot, applies the `football` stream's
 * diffs in order, asks for a fresh snapshot (`resync`) on a gap, a new epoch or a reconnect, flashes
 * a row that scored and raises the fan's alerts.
 */
export function useLiveFootballList(
  snapshot: FootballList | null,
  resync: () => void,
): { rows: FootballListItem[]; flashing: ReadonlySet<number> } {
  const [state, setState] = useState({ snapshot, rows: snapshot?.list ?? [] });
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(new Set());
  let rows = state.rows;
  if (state.snapshot !== snapshot) {
    rows = snapshot?.list ?? [];
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

  useLiveSocket(snapshot ? ['football'] : [], {
    onOpen: (reconnect) => {
      if (reconnect) askResync();
    },
    onWelcome: (epoch) => {
      if (position.current && missedSinceSnapshot(position.current, epoch, undefined)) askResync();
    },
    onSubscribed: (positions) => {
      if (position.current && missedSinceSnapshot(position.current, null, positions.football)) askResync();
    },
    onDiff: (message) => {
      if (message.topic !== 'football' || !position.current || !snapshot) return;
      const verdict = judgeStreamDiff(position.current, message.epoch, message.seq);
      if (verdict === 'stale') return;
      if (verdict === 'resync') {
        askResync();
        return;
      }
      position.current = { epoch: message.epoch, seq: message.seq };
      const result = applyListDiff(rowsRef.current, message.data);
      if (!result.before || !result.after) return;
      rowsRef.current = result.rows;
      setState({ snapshot, rows: result.rows });
      if (result.goal) flash(result.after.id);
      const store = useAlertStore.getState();
      const kinds = alertsFor(
        { followed: result.after.followed, before: result.before, after: message.data.fields },
        store.settings,
      );
      if (kinds.length === 0) return;
      const now = serverNow(
        { serverTime: snapshot.serverTime, receivedAtMs: receivedAt.current, rate: snapshot.clockRate },
        Date.now(),
      );
      const minute = rowMinuteText(result.after, now);
      for (const kind of kinds) {
        store.push({
          kind,
          matchId: result.after.id,
          text: alertText(kind, result.after.homeName, result.after.awayName, result.after.score, minute),
        });
      }
      if (kinds.includes('goal') && store.settings.jqChecked) playAlertBeep();
    },
  });

  return { rows, flashing };
}
