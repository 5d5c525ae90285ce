import type { RoomMatch, RoomSummary } from '@kanqiu/contract';
import { isMatchInPlay, type RoomCategory, type RoomSport } from '@kanqiu/domain';
import type { Replay } from '../../media';
import type { Db } from '../../platform/db/database';
import { findMatchesByIds, findMatchStates, type MatchRow, type RoomRow } from './rooms.repository';

const sports: readonly RoomSport[] = ['football', 'basketball'];

/** The linked matches of some rooms, by id, with their names and score. */
export async function matchesOf(db: Db, ids: readonly (number | null)[]): Promise<Map<number, RoomMatch>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const bySport = await findMatchStates(db, wanted);
  const result = new Map<number, RoomMatch>();
  for (const sport of sports) {
    const sportIds = bySport.filter((row) => row.sport === sport).map((row) => row.id);
    if (sportIds.length === 0) continue;
    for (const row of await findMatchesByIds(db, sport, sportIds)) result.set(row.id, roomMatch(row, sport));
  }
  return result;
}

/** A match as a room shows it. */
export function roomMatch(row: MatchRow, sport: RoomSport): RoomMatch {
  return {
    id: row.id,
    sport,
    competition: row.competition,
    home: row.home,
    away: row.away,
    homeScore: row.home_score,
    awayScore: row.away_score,
    state: row.state,
    inPlay: isMatchInPlay(sport, row.state),
    kickoffAt: row.kickoff_at,
  };
}

export const replayView = (replay: Replay) => ({
  startedAt: Math.floor(replay.startedAt / 1000),
  endedAt: Math.floor(replay.endedAt / 1000),
  durationSeconds: replay.durationSeconds,
  playlistPath: replay.playlistPath,
  posterPath: replay.posterPath,
});

export function roomSummary(row: RoomRow, matches: Map<number, RoomMatch>, latestReplay: Replay | null): RoomSummary {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    category: row.category as RoomCategory,
    demo: row.demo === 1,
    live: row.live === 1,
    liveSince: row.live === 1 ? row.live_since : null,
    endedAt: row.ended_at,
    viewerCount: row.live === 1 ? row.viewer_count : 0,
    anchor:
      row.anchor_id === null
        ? null
        : { id: row.anchor_id, nickName: row.anchor_name ?? '', portrait: row.anchor_portrait ?? null },
    match: (row.match_id !== null && matches.get(row.match_id)) || null,
    latestReplay: latestReplay && replayView(latestReplay),
  };
}
