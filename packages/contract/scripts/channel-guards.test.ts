import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as guards from '../src/realtime/channel-guards.generated';
import { guardedSchemas } from '../src/realtime/channels';
import { channelGuardsFile, channelGuardsPath } from './channel-guards';

type Name = keyof typeof guardedSchemas;
const guardOf = (name: Name) =>
  (guards as Record<string, (value: unknown) => boolean>)[`is${name[0]!.toUpperCase()}${name.slice(1)}`]!;

const sender = { id: 7, nickName: '球迷小王', portrait: null, anchor: false };
const message = {
  id: 41,
  group: 'room-3',
  kind: 'text',
  text: '好球！',
  clientId: 'c-12345678',
  sender,
  createdAt: 1_700_000_000,
};
const goal = {
  matchId: 9001,
  sport: 'football',
  competitionId: 36,
  version: 12,
  fields: { state: 2, score: [1, 0], halfTime: null, periodScores: [[1, 0]] },
  incidents: [
    {
      key: 'g1',
      type: 1,
      side: 'home',
      period: 1,
      second: 1260,
      minuteLabel: "21'",
      playerId: 11,
      playerName: '哈兰德',
      relatedPlayerId: null,
      relatedPlayerName: null,
      score: [1, 0],
      cancelled: false,
    },
  ],
  statistics: { minute: 21, values: { shots: [5, 2] } },
  lineupsChanged: false,
  plays: [],
  boxScoreChanged: false,
  odds: [{ companyId: 3, market: 'asia', phase: 'live', values: [0.9, 0.25, 0.95], minute: 21, at: 1_700_000_100 }],
  lotteryChanged: false,
  created: false,
};
const gift = {
  kind: 'gift',
  id: 5,
  roomId: 3,
  sender: { id: 7, nickName: '球迷小王', nobleTierId: 'earl' },
  giftId: 'rocket',
  giftName: '火箭',
  size: 'full',
  count: 1,
  coins: 500,
  sentAt: 1_700_000_200,
};

/** A publication each reader must take, per guarded schema. */
const samples: Record<Name, unknown[]> = {
  liveChannelEvent: [goal],
  matchChannelEvent: [goal],
  roomChannelEvent: [{ kind: 'live', roomId: 3, liveSince: 1_700_000_000 }, gift],
  roomsChannelEvent: [{ kind: 'viewers', roomId: 3, viewerCount: 120 }],
  chatChannelEvent: [
    { kind: 'message', message },
    { kind: 'deleted', id: 41 },
    { kind: 'notice', notice: { group: 'room-3', text: '文明观赛', updatedAt: null } },
    {
      kind: 'entrance',
      entrance: { text: '伯爵 球迷小王 进入直播间', userId: 7, nickName: '球迷小王', nobleTierId: 'earl' },
    },
  ],
  userChannelEvent: [{ code: 2001, data: { id: 1 } }],
  liveServerMessage: [
    {
      op: 'subscribed',
      topics: ['match:9001'],
      positions: { 'match:9001': { epoch: 'e1', seq: 4, recovered: true } },
      refused: {},
    },
    { op: 'diff', topic: 'match:9001', epoch: 'e1', seq: 5, data: goal },
    { op: 'reset', topic: 'match:9001', epoch: 'e2' },
  ],
  chatPage: [{ list: [message, { ...message, id: 40, kind: 'system', sender: null }], next: true }],
};

const wrongValues = [null, 'x', 1.5, true, [], {}];
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Each sample with one value somewhere removed, or replaced by a value of another kind. */
function mutations(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  const rebuild = (key: string, next: unknown | typeof removed) => {
    if (Array.isArray(value))
      return value.map((item, index) => (String(index) === key ? next : item)).filter((item) => item !== removed);
    return Object.fromEntries(
      entries.flatMap(([k, v]) => (k !== key ? [[k, v]] : next === removed ? [] : [[k, next]])),
    );
  };
  return entries.flatMap(([key, child]) => [
    rebuild(key, removed),
    ...wrongValues.filter((wrong) => kindOf(wrong) !== kindOf(child)).map((wrong) => rebuild(key, wrong)),
    ...mutations(child).map((inner) => rebuild(key, inner)),
  ]);
}
const removed = Symbol('removed');

describe('the generated channel guards', () => {
  it('are the file the generator writes from the catalogue', async () => {
    expect(readFileSync(channelGuardsPath, 'utf8')).toBe(await channelGuardsFile());
  });

  describe.each(Object.keys(samples) as Name[])('%s', (name) => {
    const guard = guardOf(name);
    const schema = guardedSchemas[name];

    it('takes what the server publishes', () => {
      for (const sample of samples[name]) {
        expect(schema.safeParse(sample).success).toBe(true);
        expect(guard(sample)).toBe(true);
      }
    });

    it('agrees with the schema on every value removed or of the wrong kind', () => {
      for (const mutated of samples[name].flatMap(mutations))
        expect(guard(mutated), JSON.stringify(mutated)).toBe(schema.safeParse(mutated).success);
    });

    it('never throws, and takes nothing the schema refuses', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          if (guard(value)) expect(schema.safeParse(value).success).toBe(true);
        }),
      );
    });
  });
});
