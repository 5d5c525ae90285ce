import type { LineupPlayerView, Lineups } from '@kanqiu/contract';
import { IncidentType, isRedCardIncident } from '@kanqiu/domain';
import type { IncidentRow, LineupRow } from './match-detail.repository';

type PlayerEvents = {
  subbedOnMinute: string | null;
  subbedOffMinute: string | null;
  goals: number;
  yellow: number;
  red: number;
};

const noEvents = (): PlayerEvents => ({ subbedOnMinute: null, subbedOffMinute: null, goals: 0, yellow: 0, red: 0 });

// Players without an id (a feed that names them only) are matched by name.
const playerKey = (id: number | null, name: string | null): string => (id !== null ? `#${id}` : `@${name ?? ''}`);

/** Goals (own goals are not the player's), cards and substitution minutes per player, from live incidents. */
function eventsByPlayer(incidents: readonly IncidentRow[]): Map<string, PlayerEvents> {
  const byPlayer = new Map<string, PlayerEvents>();
  const of = (id: number | null, name: string | null): PlayerEvents => {
    const key = playerKey(id, name);
    const events = byPlayer.get(key) ?? noEvents();
    byPlayer.set(key, events);
    return events;
  };
  for (const incident of incidents) {
    if (incident.cancelled === 1) continue;
    const player = () => of(incident.player_id, incident.player_name);
    if (incident.type === IncidentType.goal || incident.type === IncidentType.penaltyGoal) player().goals += 1;
    else if (incident.type === IncidentType.yellow) player().yellow += 1;
    else if (isRedCardIncident(incident.type)) player().red += 1;
    else if (incident.type === IncidentType.substitution) {
      player().subbedOffMinute = incident.minute_label;
      of(incident.related_player_id, incident.related_player_name).subbedOnMinute = incident.minute_label;
    }
  }
  return byPlayer;
}

export function lineupsOf(rows: readonly LineupRow[], incidents: readonly IncidentRow[]): Lineups {
  const events = eventsByPlayer(incidents);
  const view = (row: LineupRow): LineupPlayerView => ({
    playerId: row.player_id,
    name: row.name,
    shirtNumber: row.shirt_number,
    position: row.position,
    ...(events.get(playerKey(row.player_id, row.name)) ?? noEvents()),
  });
  const side = (name: 'home' | 'away') => ({
    starters: rows.filter((row) => row.side === name && row.starter === 1).map(view),
    bench: rows.filter((row) => row.side === name && row.starter === 0).map(view),
  });
  return { available: rows.length > 0, home: side('home'), away: side('away') };
}
