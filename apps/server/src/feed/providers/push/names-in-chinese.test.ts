import { IncidentType } from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
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
    const m = matchEvents('names-1', { kickoffAt: 0 });
    const goal = { ...m.incident(IncidentType.goal, 'home', 600), playerName: 'J. Aholou', relatedPlayerName: null };
    const player = { playerId: 1, name: 'Hernani', shirtNumber: 8, position: null };
    const lineups: FeedEvent = {
      ...m.upsert,
      kind: 'lineups',
      home: { starters: [player], bench: [] },
      away: { starters: [], bench: [{ ...player, name: 'T. Hazard' }] },
    } as FeedEvent;
    const [named, lined] = namesInChinese([goal, lineups]);
    expect(named).toMatchObject({ playerName: expect.stringMatching(han), relatedPlayerName: null });
    expect(lined).toMatchObject({
      home: { starters: [{ name: expect.stringMatching(han) }] },
      away: { bench: [{ name: expect.stringMatching(han) }] },
    });
  });
});
