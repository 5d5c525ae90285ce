/**
 * Loads the bundled real data set from `dataDir` (the repo's data/ folder; the caller resolves
 * it and keeps the result). Each call reads the files again: nothing is cached here.
 */
import { loadBasketball } from './basketball';
import { loadPlayers, loadSquads, loadTeams, withNationalTeams } from './football';
import { loadHistory } from './history';
import { loadMatches } from './matches';
import { loadTeamColours } from './names';
import { readDataFile } from './read-data-file';
import { asOneOf, asRecord, asString, eachOf } from './shape';
import type { Competition, Dataset, FootballData } from './types';

export { loadBasketball } from './basketball';
export { loadHistory } from './history';
export { loadMatches } from './matches';
export { loadTeamColours } from './names';
export { loadPlayers, loadSquads, loadTeams } from './football';
export { DatasetShapeError } from './shape';
export { EVENT_TYPES, PERIODS, PLAYER_ROLES, STAGES, STAT_KEYS } from './types';
export type * from './types';

export function loadDataset(dataDir: string): Dataset {
  return {
    competitions: loadCompetitions(dataDir),
    football: loadFootball(dataDir),
    basketball: loadBasketball(dataDir),
    teamColours: loadTeamColours(dataDir),
  };
}

export function loadFootball(dataDir: string): FootballData {
  const teams = loadTeams(dataDir);
  const squads = loadSquads(dataDir);
  return {
    teams,
    players: withNationalTeams(loadPlayers(dataDir), squads, teams),
    squads,
    matches: loadMatches(dataDir),
    history: loadHistory(dataDir, teams),
  };
}

export function loadCompetitions(dataDir: string): Competition[] {
  return eachOf(readDataFile(dataDir, 'names/competitions.json'), 'competitions', (value, at) => {
    const c = asRecord(value, at);
    return {
      id: asString(c.id, `${at}.id`),
      zh: asString(c.zh, `${at}.zh`),
      zhFull: asString(c.zhFull, `${at}.zhFull`),
      en: asString(c.en, `${at}.en`),
      letter: asString(c.letter, `${at}.letter`),
      country: asString(c.country, `${at}.country`),
      sport: asOneOf(c.sport, ['football', 'basketball'], `${at}.sport`),
      kind: asOneOf(c.kind, ['league', 'cup', 'international'], `${at}.kind`),
    };
  });
}
