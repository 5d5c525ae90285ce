import { liveChannel, matchChannel } from '@kanqiu/contract';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ChannelHub } from '../../realtime/hub';
import type { FeedEvent, MatchRef } from '../events';
import { isEmptyDiff, type MatchDiff } from './match-diff';
import { writeMatchEvents } from './match-writer';

export type IngestReport = { matches: number; changed: number; unknownMatches: MatchRef[] };

function groupByMatch(events: FeedEvent[]): Map<string, { ref: MatchRef; events: FeedEvent[] }> {
  const groups = new Map<string, { ref: MatchRef; events: FeedEvent[] }>();
  for (const event of events) {
    const id = `${event.provider}\u0000${event.providerMatchId}`;
    let group = groups.get(id);
    if (!group) {
      group = { ref: { provider: event.provider, providerMatchId: event.providerMatchId }, events: [] };
      groups.set(id, group);
    }
    group.events.push(event);
  }
  return groups;
}

/**
 * Normalised events → database → hub (`live:<sport>` and `match:<id>`). Each match's events are written in
 * one transaction that bumps its version only when something changed; the diff is published after the
 * commit, so a subscriber that refetches on receipt always finds the new state. Re-sent events change
 * nothing. The hub never throws a bus failure: a lost diff resets its channels and clients refetch.
 */
export function createIngest(deps: { db: Db; hub: ChannelHub; clock: Clock; logger: Logger }) {
  async function ingest(events: FeedEvent[]): Promise<IngestReport> {
    const groups = groupByMatch(events);
    const diffs: MatchDiff[] = [];
    const unknownMatches: MatchRef[] = [];
    for (const { ref, events: matchEvents } of groups.values()) {
      const outcome = await deps.db
        .transaction()
        .execute((trx) => writeMatchEvents(trx, ref, matchEvents, deps.clock()));
      if (outcome.kind === 'unknown-match') unknownMatches.push(ref);
      else if (!isEmptyDiff(outcome.diff)) diffs.push(outcome.diff);
    }
    for (const diff of diffs) {
      await deps.hub.publish(liveChannel(diff.sport), diff);
      await deps.hub.publish(matchChannel(diff.matchId), diff);
    }
    if (unknownMatches.length > 0) deps.logger.warn({ unknownMatches }, 'events for unknown matches were dropped');
    return { matches: groups.size, changed: diffs.length, unknownMatches };
  }
  return { ingest };
}

export type Ingest = ReturnType<typeof createIngest>;
