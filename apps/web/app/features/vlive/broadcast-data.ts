import type { ingestAddress, roomDetail } from '@kanqiu/contract';
import type { z } from 'zod';

export type LinkableMatch = { id: number; label: string };

/** The 开播 screen: whether the fan may open a room, their room, where OBS publishes, matches to tie it to. */
export type BroadcastData = {
  certified: boolean;
  room: z.infer<typeof roomDetail> | null;
  ingestServer: string | null;
  matches: LinkableMatch[];
  error: string | null;
};

/** A save or a reset; `ingest` (server and key) only when a key was just made. */
export type BroadcastResult = { ok: true; message: string; ingest: z.infer<typeof ingestAddress> | null };

export type BroadcastAnswer = BroadcastResult | { ok: false; error: string };
