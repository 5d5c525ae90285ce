import { loadFootballPlayerNames, type NameTable } from './names';
import { readDataFile } from './read-data-file';
import { asNumber, asOneOf, asRecord, asString, asTuple, eachOf, orNull } from './shape';
import { PLAYER_ROLES, type Player, type Squad, type SquadMember, type Team } from './types';

const PLAYER_COLUMNS = 8;
const SQUAD_MEMBER_COLUMNS = 4;
const FEET = ['left', 'right', 'both'] as const;

export function loadTeams(dataDir: string): Team[] {
  return eachOf(readDataFile(dataDir, 'football/teams.json'), 'teams', toTeam);
}

/** Stored as [id, name, role, birthDate, height, weight, foot, nationality]. */
export function loadPlayers(dataDir: string): Player[] {
  const zhNames = loadFootballPlayerNames(dataDir);
  return eachOf(readDataFile(dataDir, 'football/players.json.gz'), 'players', (value, at) =>
    toPlayer(value, at, zhNames),
  );
}

/** Members stored as [playerId, matches, starts, subOn]. */
export function loadSquads(dataDir: string): Squad[] {
  return eachOf(readDataFile(dataDir, 'football/squads.json'), 'squads', toSquad);
}

function toTeam(value: unknown, at: string): Team {
  const t = asRecord(value, at);
  return {
    id: asNumber(t.id, `${at}.id`),
    name: asString(t.name, `${at}.name`),
    officialName: asString(t.officialName, `${at}.officialName`),
    zh: asString(t.zh, `${at}.zh`),
    zhFull: asString(t.zhFull, `${at}.zhFull`),
    kind: asOneOf(t.kind, ['club', 'national'], `${at}.kind`),
    city: asString(t.city, `${at}.city`),
    area: asString(t.area, `${at}.area`),
    competitions: eachOf(t.competitions, `${at}.competitions`, asString),
  };
}

function toPlayer(value: unknown, at: string, zhNames: NameTable): Player {
  const [id, name, role, birthDate, height, weight, foot, nationality] = asTuple(value, PLAYER_COLUMNS, at);
  const sourceName = asString(name, `${at}.name`);
  return {
    id: asNumber(id, `${at}.id`),
    name: zhNames.get(String(id)) ?? sourceName,
    sourceName,
    role: asOneOf(role, PLAYER_ROLES, `${at}.role`),
    birthDate: asString(birthDate, `${at}.birthDate`),
    height: orNull(asNumber)(height, `${at}.height`),
    weight: orNull(asNumber)(weight, `${at}.weight`),
    foot: foot === null ? null : asOneOf(foot, FEET, `${at}.foot`),
    nationality: asString(nationality, `${at}.nationality`),
  };
}

function toSquad(value: unknown, at: string): Squad {
  const s = asRecord(value, at);
  return {
    teamId: asNumber(s.teamId, `${at}.teamId`),
    competition: asString(s.competition, `${at}.competition`),
    season: asString(s.season, `${at}.season`),
    players: eachOf(s.players, `${at}.players`, toSquadMember),
  };
}

function toSquadMember(value: unknown, at: string): SquadMember {
  const [playerId, matches, starts, subOn] = asTuple(value, SQUAD_MEMBER_COLUMNS, at);
  return {
    playerId: asNumber(playerId, `${at}.playerId`),
    matches: asNumber(matches, `${at}.matches`),
    starts: asNumber(starts, `${at}.starts`),
    subOn: asNumber(subOn, `${at}.subOn`),
  };
}
