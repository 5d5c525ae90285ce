/** The types of media-edge.mjs, for the tests (TypeScript). */
import type { ChildProcess, StdioOptions } from 'node:child_process';

export type MediaEdgeSettings = {
  rtmpPort: number;
  httpPort: number;
  bind: string;
  origin: string;
  nginx: string;
  module: string;
};

export function mediaEdgeSettings(env?: Record<string, string | undefined>): MediaEdgeSettings;
export function mediaEdgeUrls(settings: MediaEdgeSettings, host?: string): { rtmpUrl: string; hlsUrl: string };
export function mediaEdgeConfig(settings: MediaEdgeSettings, dir: string): string;
export function spawnMediaEdge(
  settings?: MediaEdgeSettings,
  stdio?: StdioOptions,
): { child: ChildProcess; dir: string; ready: string };
export function startMediaEdge(
  settings?: MediaEdgeSettings,
  stdio?: StdioOptions,
): Promise<{ child: ChildProcess; dir: string; ready: string; rtmpUrl: string; hlsUrl: string; stop(): Promise<void> }>;
