/**
 * The Chinese names the data's Latin strings are shown under, and the teams' colours
 * (names/football-players.json, venues.json, countries.json, nba-players.json, team-colours.json).
 */
import { languageOfNationality, transliterateName, type NameSource } from '@kanqiu/domain';
import { readDataFile } from './read-data-file';
import { asOneOf, asRecord, asString, asTuple } from './shape';
import type { TeamColours } from './types';

export type NameTable = ReadonlyMap<string, string>;

/** A player's name in a table: the short form shown in lists, lineups and timelines, and how sure the table is. */
type KnownName = { zh: string; confidence: 'high' | 'medium' | 'low' };
export type PlayerNameTable = ReadonlyMap<string, KnownName>;

/** `{key: [zh, zhFull, confidence]}`: `high` is the established name, `medium` a Xinhua transliteration. */
function loadPlayerNames(dataDir: string, path: string): PlayerNameTable {
  const table = asRecord(readDataFile(dataDir, path), path);
  return new Map(
    Object.entries(table).map(([key, names]) => {
      const [zh, , confidence] = asTuple(names, 3, `${path}.${key}`);
      return [
        key,
        {
          zh: asString(zh, `${path}.${key}[0]`),
          confidence: asOneOf(confidence, ['high', 'medium', 'low'], `${path}.${key}[2]`),
        },
      ];
    }),
  );
}

export const loadFootballPlayerNames = (dataDir: string): PlayerNameTable =>
  loadPlayerNames(dataDir, 'names/football-players.json');

export const loadNbaPlayerNames = (dataDir: string): PlayerNameTable =>
  loadPlayerNames(dataDir, 'names/nba-players.json');

/** The name a fan reads and where it comes from. */
export type ShownName = { name: string; nameSource: NameSource };

/**
 * A table's name when it knows the player well; else the Xinhua transliteration of the data's Latin name by the
 * language of his country (`nationality` as the data writes it, in English); else, for a name never transliterated
 * (Japanese, Korean, Chinese: their characters come from the tables only), the table's less certain name, and only
 * without one the data's spelling.
 */
export function shownName(known: KnownName | undefined, sourceName: string, nationality: string | null): ShownName {
  if (known && known.confidence !== 'low')
    return { name: known.zh, nameSource: known.confidence === 'high' ? 'standard' : 'table' };
  const transliterated = transliterateName(sourceName, languageOfNationality(nationality ?? ''));
  if (transliterated) return { name: transliterated.zh, nameSource: 'transliterated' };
  return known ? { name: known.zh, nameSource: 'table' } : { name: sourceName, nameSource: 'source' };
}

function loadPlainNames(dataDir: string, path: string): NameTable {
  const table = asRecord(readDataFile(dataDir, path), path);
  return new Map(Object.entries(table).map(([key, zh]) => [key, asString(zh, `${path}.${key}`)]));
}

/** Venue as written in the matches (trimmed) → its standard Chinese name. */
export const loadVenueNames = (dataDir: string): NameTable => loadPlainNames(dataDir, 'names/venues.json');

/** A player's nationality as the data writes it ("Côte d'Ivoire", "Korea Republic") → its standard Chinese name. */
export const loadCountryNames = (dataDir: string): NameTable => loadPlainNames(dataDir, 'names/countries.json');

/** A football team's city as the data writes it ("München", "Bournemouth, Dorset") → its standard Chinese name. */
export const loadCityNames = (dataDir: string): NameTable => loadPlainNames(dataDir, 'names/cities.json');

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
