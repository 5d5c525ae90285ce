import { FootballStatus, IncidentType } from '@kanqiu/domain';
import {
  matchEvents,
  player,
  pushSignatureHeader,
  pushTimestampHeader,
  signPush,
  type MatchEvents,
} from '@kanqiu/test-factories';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFootballReference } from '../support/football-fixtures';
import {
  arbitraryFor,
  envelopeShape,
  fuzzTally,
  hostile,
  readinessStatus,
  type JsonSchema,
  type OpenApiDocument,
} from '../support/fuzz';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const secret = 'feed-push-fuzz-secret-0123456789';
const pool = ['fz-1', 'fz-2', 'fz-3', 'fz-4'];
const pair = fc.tuple(fc.nat({ max: 12 }), fc.nat({ max: 12 }));
let keys = 0;

/** Football events a provider really sends, on a few matches so later pushes change what earlier ones made. */
function footballEvents(now: number): fc.Arbitrary<Record<string, unknown>[]> {
  const matches = pool.map((id) => matchEvents(id, { kickoffAt: now - 3600 }));
  const eventOf = (m: MatchEvents): fc.Arbitrary<Record<string, unknown>> =>
    fc.oneof(
      fc.constant(m.upsert),
      fc.constantFrom(...Object.values(FootballStatus)).map((state) => m.state(state, now - 600, 1)),
      fc.tuple(pair, fc.option(pair)).map(([score, half]) => m.score(score, half)),
      fc
        .record({
          type: fc.constantFrom(...Object.values(IncidentType)),
          side: fc.constantFrom('home' as const, 'away' as const),
          second: fc.nat({ max: 7200 }),
          playerName: fc.option(fc.string({ maxLength: 20 })),
          relatedPlayerName: fc.option(fc.string({ maxLength: 20 })),
        })
        .map(({ type, side, second, ...names }) => m.incident(type, side, second, names)),
      fc
        .tuple(fc.nat({ max: 120 }), fc.dictionary(fc.nat({ max: 40 }).map(String), pair, { maxKeys: 4 }))
        .map(([minute, values]) => m.statistics(minute, values)),
      fc
        .tuple(fc.constantFrom('asia', 'euro', 'total') as fc.Arbitrary<'asia'>, fc.tuple(fc.double(), fc.double()))
        .map(([market, [a, b]]) => m.odds(1, market, 'live', [a, b, a + b], now)),
      fc.constant(
        m.lineups({ starters: [player(1, '萨卡', 7)], bench: [] }, { starters: [], bench: [player(2, 'Haaland', 9)] }),
      ),
    );
  const event = fc.constantFrom(...matches).chain(eventOf);
  // A fresh key each, or the ingest would take the push for one it already has.
  return fc.array(event, { minLength: 1, maxLength: 6 }).map((events) =>
    events.map((e) => {
      keys += 1;
      return { ...e, key: `fuzz:${keys}` };
    }),
  );
}

/** One field of one event set to something hostile or removed: what a broken provider sends. */
function mutated(events: fc.Arbitrary<Record<string, unknown>[]>): fc.Arbitrary<Record<string, unknown>[]> {
  return events.chain((list) =>
    fc
      .tuple(
        fc.nat({ max: list.length - 1 }),
        fc.constantFrom(...Object.keys(list[0] ?? { kind: 0 })),
        hostile,
        fc.boolean(),
      )
      .map(([index, field, value, remove]) =>
        list.map((event, k) => {
          if (k !== index) return event;
          const { [field]: _dropped, ...rest } = event;
          return remove ? rest : { ...event, [field]: value };
        }),
      ),
  );
}

/**
 * `POST /feed/push`, signed, with batches of real events on a few matches (football made by the test factories),
 * the same with one field broken, and events of every kind generated from the OpenAPI schema (basketball too)
 * aimed at the same matches: never a 5xx, always the envelope, and most of the valid batches ingested.
 */
describe.each(backends())('fuzzing the feed push on $name', (backend) => {
  const server = useTestServer(backend, { env: { INGEST_SECRET: secret } });
  const tally = fuzzTally('feed push', backend.name);
  let schemaEvents: fc.Arbitrary<Record<string, unknown>[]>;

  beforeAll(async () => {
    await seedFootballReference(server());
    const document = (await (await fetch(`${server().url}/docs/json`)).json()) as OpenApiDocument;
    const body = document.paths['/feed/push']?.post?.requestBody?.content['application/json']?.schema;
    const item = body?.properties?.events?.items as JsonSchema;
    const aimed = fc.record({ provider: fc.constant('test'), providerMatchId: fc.constantFrom(...pool) });
    schemaEvents = fc.array(
      fc
        .tuple(arbitraryFor(item, { knownIds: [], headers: {} }), aimed, fc.boolean())
        .map(([event, ref, aim]) =>
          typeof event === 'object' && event !== null && aim
            ? { ...event, ...ref }
            : (event as Record<string, unknown>),
        ),
      { minLength: 1, maxLength: 4 },
    );
  });
  afterAll(() => tally.report());

  it('never answers 5xx, always the envelope, and ingests most valid batches', async () => {
    const now = server().clock.now;
    const valid = footballEvents(now);
    const batch = fc.oneof(
      { arbitrary: valid.map((events) => ({ events, valid: true })), weight: 2 },
      { arbitrary: mutated(valid).map((events) => ({ events, valid: false })), weight: 2 },
      { arbitrary: schemaEvents.map((events) => ({ events, valid: false })), weight: 1 },
    );
    let validSent = 0;
    let validIngested = 0;
    await fc.assert(
      fc.asyncProperty(batch, async ({ events, valid: isValid }) => {
        const text = JSON.stringify({ events });
        const response = await fetch(`${server().url}/feed/push`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [pushTimestampHeader]: String(server().clock.now),
            [pushSignatureHeader]: signPush(server().clock.now, text, secret),
          },
          body: text,
        });
        const answer = await response.text();
        tally.count(isValid ? 'valid' : 'broken');
        expect(response.status, `${text.slice(0, 500)} → ${answer}`).toBeLessThan(500);
        expect(envelopeShape.safeParse(JSON.parse(answer)).success, answer).toBe(true);
        if (isValid) {
          validSent += 1;
          if (response.status === 200) validIngested += 1;
        }
      }),
      { numRuns: 1_000 },
    );
    expect(validIngested).toBeGreaterThan(validSent * 0.9);
    expect(await readinessStatus(server().url)).toBe(200);
  }, 240_000);
});
