import {
  loadCityNames,
  loadCountryNames,
  loadFootballPlayerNames,
  shownName,
  type NameTable,
  type PlayerNameTable,
} from './names';
import { readDataFile } from './read-data-file';
import { asNumber, asOneOf, asRecord, asString, asTuple, eachOf, orNull } from './shape';
import { PLAYER_ROLES, type Player, type Squad, type SquadMember, type Team } from './types';

const PLAYER_COLUMNS = 8;
const SQUAD_MEMBER_COLUMNS = 4;
const FEET = ['left', 'right', 'both'] as const;

/** Teams with their city in Chinese (names/cities.json), as the data writes it where the table lacks it. */
export function loadTeams(dataDir: string): Team[] {
  const cities = loadCityNames(dataDir);
  return eachOf(readDataFile(dataDir, 'football/teams.json'), 'teams', (value, at) => {
    const team = toTeam(value, at);
    return { ...team, city: cities.get(team.city) ?? team.city };
  });
}

/** Stored as [id, name, role, birthDate, height, weight, foot, nationality]. */
export function loadPlayers(dataDir: string): Player[] {
  const names = { players: loadFootballPlayerNames(dataDir), countries: loadCountryNames(dataDir) };
  return eachOf(readDataFile(dataDir, 'football/players.json.gz'), 'players', (value, at) =>
    toPlayer(value, at, names),
  );
}

/**
 * A player who played for a national team takes it as his nationality: the data's nationality is a
 * passport, and Alisson, Brazil's keeper at the World Cup, has a German one.
 */
export function withNationalTeams(players: Player[], squads: readonly Squad[], teams: readonly Team[]): Player[] {
  const nationalTeams = new Map(teams.filter((t) => t.kind === 'national').map((t) => [t.id, t.zh]));
  const playedFor = new Map<number, string>();
  for (const squad of squads) {
    const country = nationalTeams.get(squad.teamId);
    if (country) for (const member of squad.players) playedFor.set(member.playerId, country);
  }
  return players.map((p) => ({ ...p, nationality: playedFor.get(p.id) ?? p.nationality }));
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

function toPlayer(value: unknown, at: string, names: { players: PlayerNameTable; countries: NameTable }): Player {
  const [id, name, role, birthDate, height, weight, foot, nationality] = asTuple(value, PLAYER_COLUMNS, at);
  const sourceName = asString(name, `${at}.name`);
  const country = asString(nationality, `${at}.nationality`);
  return {
    id: asNumber(id, `${at}.id`),
    ...shownName(names.players.get(String(id)), sourceName, country),
    sourceName,
    role: asOneOf(role, PLAYER_ROLES, `${at}.role`),
    birthDate: asString(birthDate, `${at}.birthDate`),
    height: orNull(asNumber)(height, `${at}.height`),
    weight: orNull(asNumber)(weight, `${at}.weight`),
    foot: foot === null ? null : asOneOf(foot, FEET, `${at}.foot`),
    nationality: names.countries.get(country) ?? country,
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
