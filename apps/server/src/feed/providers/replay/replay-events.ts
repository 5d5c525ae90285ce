/** Turns replay fixtures and their changes into the normalised feed events ingest consumes. */
import { replaySeasonKey } from '@kanqiu/domain';
import type { Lineup, Player } from '../../dataset/dataset';
import type { FeedEvent, LineupPlayer, MatchRef, MatchUpsert } from '../../events';
import { competitionId } from '../../reference/competition-ids';
import type { Fixture } from './calendar';
import { SUPER_LEAGUE } from './super-league';
import type { ReplayChange } from './timeline';

export const REPLAY_PROVIDER = 'replay';

export type PlayerIndex = ReadonlyMap<number, Player>;

export function matchUpsert(fixture: Fixture): MatchUpsert {
  const { match } = fixture;
  return {
    ...matchRef(fixture),
    kind: 'match',
    key: `${fixture.providerMatchId}:match`,
    sport: 'football',
    source: fixture.competition === SUPER_LEAGUE ? 'realScore' : 'replay',
    competitionId: competitionId(fixture.competition),
    season: replaySeasonKey(match.season, fixture.cycle),
    // The real matchday of a league, the group's letter in a tournament's group stage, else the stage.
    round: roundOf(match),
    homeTeamId: match.home,
    awayTeamId: match.away,
    kickoffAt: fixture.kickoffAt,
    venue: match.venue,
  };
}

/** Keys name the fixture and the moment, so a change re-sent by any instance is the same event. */
export function changeEvent(fixture: Fixture, change: ReplayChange, players: PlayerIndex): FeedEvent {
  const ref = matchRef(fixture);
  const key = (suffix: string) => `${fixture.providerMatchId}:${suffix}`;
  switch (change.kind) {
    case 'lineups':
      return {
        ...ref,
        kind: 'lineups',
        key: key('lineups'),
        home: lineupSide(change.lineups.home, players),
        away: lineupSide(change.lineups.away, players),
      };
    case 'state':
      return {
        ...ref,
        kind: 'state',
        key: key(`state:${change.status.state}:${change.status.period ?? 0}`),
        ...change.status,
      };
    case 'score':
      return { ...ref, kind: 'score', key: key(`score:${change.seq}`), ...change.scores, periods: null };
    case 'statistics':
      return { ...ref, kind: 'statistics', key: key(`stats:${change.statistics.minute}`), ...change.statistics };
    case 'incident': {
      const { index, ...incident } = change.incident;
      return {
        ...ref,
        kind: 'incident',
        key: key(`inc:${index}`),
        ...incident,
        playerName: nameOf(incident.playerId, players),
        relatedPlayerName: nameOf(incident.relatedPlayerId, players),
        cancelled: false,
      };
    }
  }
}

function roundOf(match: Fixture['match']): string {
  if (match.stage === 'league' && match.round !== null) return String(match.round);
  return match.stage === 'group' && match.group !== null ? match.group : match.stage;
}

function matchRef(fixture: Fixture): MatchRef {
  return { provider: REPLAY_PROVIDER, providerMatchId: fixture.providerMatchId };
}

function nameOf(playerId: number | null, players: PlayerIndex): string | null {
  return playerId === null ? null : (players.get(playerId)?.name ?? null);
}

function lineupSide(lineup: Lineup, players: PlayerIndex): { starters: LineupPlayer[]; bench: LineupPlayer[] } {
  return { starters: lineupPlayers(lineup.xi, players), bench: lineupPlayers(lineup.bench, players) };
}

/** A few bench ids have no player record (and no incident): a fan cannot be shown a nameless player. */
function lineupPlayers(ids: readonly number[], players: PlayerIndex): LineupPlayer[] {
  return ids.flatMap((playerId) => {
    const player = players.get(playerId);
    return player ? [{ playerId, name: player.name, shirtNumber: null, position: player.role }] : [];
  });
}
