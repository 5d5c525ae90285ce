import type { IncidentView, MatchDiff, TextLive } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { applyTextLiveDiff, mergeIncidents } from './match-diff';

const incident = (key: string, second: number, patch: Partial<IncidentView> = {}): IncidentView => ({
  key,
  type: 1,
  side: 'home',
  period: 1,
  second,
  minuteLabel: String(Math.floor(second / 60) + 1),
  playerId: null,
  playerName: 'A',
  relatedPlayerId: null,
  relatedPlayerName: null,
  score: [1, 0],
  cancelled: false,
  ...patch,
});

describe('detail diffs', () => {
  it('merges new incidents in match order, a withdrawn one replacing itself, shots left out', () => {
    const merged = mergeIncidents(
      [incident('a', 600), incident('b', 1200)],
      [incident('c', 900), incident('a', 600, { cancelled: true }), incident('s', 100, { type: 21 })],
    );
    expect(merged.map((i) => i.key)).toEqual(['a', 'c', 'b']);
    expect(merged[0]?.cancelled).toBe(true);
  });

  it('rebuilds statistics in the server order with percents and the three pies', () => {
    const textLive = { version: 1, events: [], statistic: [], pies: [], minute: null } as unknown as TextLive;
    const next = applyTextLiveDiff(textLive, {
      version: 2,
      incidents: [],
      statistics: { minute: 30, values: { '25': [60, 40], '21': [2, 1], '70': [5, 3] } },
    } as unknown as MatchDiff);
    expect(next.statistic.map((e) => e.type)).toEqual([70, 21, 25]);
    expect(next.statistic[0]).toMatchObject({ home: 5, away: 3, homePercent: 63, awayPercent: 37 });
    expect(next.pies.map((p) => p.type)).toEqual([70, 21, 25]);
    expect(next.minute).toBe(30);
  });
});
