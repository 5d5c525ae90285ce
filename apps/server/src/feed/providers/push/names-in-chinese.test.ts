import { IncidentType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../events';
import { inChinese, namesInChinese } from './names-in-chinese';

const han = /^[\p{Script=Han}·]+$/u;

describe('names an operator pushes', () => {
  it('keeps a name in characters and writes a Latin one in characters', () => {
    expect(inChinese('阿斯帕斯')).toBe('阿斯帕斯');
    for (const latin of ['M. Albrighton', 'Erik Morán', 'D. Siovas', 'C. Kouyaté'])
      expect(inChinese(latin)).toMatch(han);
  });

  it('reaches every name a fan reads: incidents, lineups and box scores', () => {
    const ref = { provider: 'operator', providerMatchId: 'names-1' };
    const goal: FeedEvent = {
      ...ref,
      key: 'goal-1',
      kind: 'incident',
      type: IncidentType.goal,
      side: 'home',
      period: 1,
      second: 600,
      minuteLabel: '11',
      playerId: 1,
      playerName: 'J. Aholou',
      relatedPlayerId: null,
      relatedPlayerName: null,
      score: [1, 0],
      cancelled: false,
    };
    const player = { playerId: 1, name: 'Hernani', shirtNumber: 8, position: null };
    const lineups: FeedEvent = {
      ...ref,
      key: 'lineups',
      kind: 'lineups',
      home: { starters: [player], bench: [] },
      away: { starters: [], bench: [{ ...player, name: 'T. Hazard' }] },
    };
    const [named, lined] = namesInChinese([goal, lineups]);
    expect(named).toMatchObject({ playerName: expect.stringMatching(han), relatedPlayerName: null });
    expect(lined).toMatchObject({
      home: { starters: [{ name: expect.stringMatching(han) }] },
      away: { bench: [{ name: expect.stringMatching(han) }] },
    });
  });
});
