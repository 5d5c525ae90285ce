/**
 * The Chinese names the data's Latin strings are shown under, and the teams' colours
 * (names/football-players.json, venues.json, countries.json, nba-players.json, team-colours.json).
 */
import { readDataFile } from './read-data-file';
import { asRecord, asString, asTuple } from './shape';
import type { TeamColours } from './types';

export type NameTable = ReadonlyMap<string, string>;

/** `{key: [zh, zhFull, confidence]}` → key → zh, the short form shown in lists, lineups and timelines. */
function loadShortNames(dataDir: string, path: string): NameTable {
  const table = asRecord(readDataFile(dataDir, path), path);
  return new Map(
    Object.entries(table).map(([key, names]) => [
      key,
      asString(asTuple(names, 3, `${path}.${key}`)[0], `${path}.${key}[0]`),
    ]),
  );
}

export const loadFootballPlayerNames = (dataDir: string): NameTable =>
  loadShortNames(dataDir, 'names/football-players.json');

export const loadNbaPlayerNames = (dataDir: string): NameTable => loadShortNames(dataDir, 'names/nba-players.json');

function loadPlainNames(dataDir: string, path: string): NameTable {
  const table = asRecord(readDataFile(dataDir, path), path);
  return new Map(Object.entries(table).map(([key, zh]) => [key, asString(zh, `${path}.${key}`)]));
}

/** Venue as written in the matches (trimmed) → its standard Chinese name. */
export const loadVenueNames = (dataDir: string): NameTable => loadPlainNames(dataDir, 'names/venues.json');

/** A player's nationality as the data writes it ("Côte d'Ivoire", "Korea Republic") → its standard Chinese name. */
export const loadCountryNames = (dataDir: string): NameTable => loadPlainNames(dataDir, 'names/countries.json');

export function loadTeamColours(dataDir: string): TeamColours {
  const path = 'names/team-colours.json';
  const file = asRecord(readDataFile(dataDir, path), path);
  const section = (key: string) => {
    const table = asRecord(file[key], `${path}.${key}`);
    return new Map(
      Object.entries(table).map(([team, pair]) => {
        const [primary, secondary] = asTuple(pair, 2, `${path}.${key}.${team}`);
        return [team, { primary: asString(primary, `${team}[0]`), secondary: asString(secondary, `${team}[1]`) }];
      }),
    );
  };
  return { football: section('football'), nba: section('nba'), cba: section('cba') };
}
