import { loadNbaPlayerNames, shownName, type PlayerNameTable } from './names';
import { readDataFile } from './read-data-file';
import { asNumber, asOneOf, asRecord, asString, asTuple, eachOf } from './shape';
import type { BasketballData, CbaSeason, CbaTeam, NbaPlayerRating, NbaSeason, NbaTeam } from './types';

const NBA_PLAYER_COLUMNS = 8;
const NBA_NATIONALITY = 'United States';

export function loadBasketball(dataDir: string): BasketballData {
  return { nba: loadNba(dataDir), cba: loadCba(dataDir) };
}

/** Players stored as [teamCode, bbrefId, name, minutes, possessions, raptorOffense, raptorDefense, paceImpact]. */
function loadNba(dataDir: string): NbaSeason {
  const at = 'nba';
  const file = asRecord(readDataFile(dataDir, 'basketball/nba-2021-22.json'), at);
  const zhNames = loadNbaPlayerNames(dataDir);
  return {
    season: asString(file.season, `${at}.season`),
    teams: eachOf(file.teams, `${at}.teams`, toNbaTeam),
    players: eachOf(file.players, `${at}.players`, (value, at) => toNbaPlayerRating(value, at, zhNames)),
  };
}

function toNbaTeam(value: unknown, at: string): NbaTeam {
  const t = asRecord(value, at);
  return {
    code: asString(t.code, `${at}.code`),
    abbr: asString(t.abbr, `${at}.abbr`),
    zh: asString(t.zh, `${at}.zh`),
    zhFull: asString(t.zhFull, `${at}.zhFull`),
    conference: asOneOf(t.conference, ['east', 'west'], `${at}.conference`),
    conferenceZh: asString(t.conferenceZh, `${at}.conferenceZh`),
    divisionZh: asString(t.divisionZh, `${at}.divisionZh`),
  };
}

function toNbaPlayerRating(value: unknown, at: string, zhNames: PlayerNameTable): NbaPlayerRating {
  const [teamCode, bbrefId, name, minutes, possessions, raptorOffense, raptorDefense, paceImpact] = asTuple(
    value,
    NBA_PLAYER_COLUMNS,
    at,
  );
  const sourceName = asString(name, `${at}.name`);
  return {
    teamCode: asString(teamCode, `${at}.teamCode`),
    bbrefId: asString(bbrefId, `${at}.bbrefId`),
    // The ratings file has no nationality: NBA names are read the American way.
    ...shownName(zhNames.get(asString(bbrefId, `${at}.bbrefId`)), sourceName, NBA_NATIONALITY),
    sourceName,
    minutes: asNumber(minutes, `${at}.minutes`),
    possessions: asNumber(possessions, `${at}.possessions`),
    raptorOffense: asNumber(raptorOffense, `${at}.raptorOffense`),
    raptorDefense: asNumber(raptorDefense, `${at}.raptorDefense`),
    paceImpact: asNumber(paceImpact, `${at}.paceImpact`),
  };
}

function loadCba(dataDir: string): CbaSeason {
  const at = 'cba';
  const file = asRecord(readDataFile(dataDir, 'basketball/cba-2024-25.json'), at);
  return {
    season: asString(file.season, `${at}.season`),
    teams: eachOf(file.teams, `${at}.teams`, toCbaTeam),
  };
}

function toCbaTeam(value: unknown, at: string): CbaTeam {
  const t = asRecord(value, at);
  return {
    key: asString(t.key, `${at}.key`),
    zh: asString(t.zh, `${at}.zh`),
    zhFull: asString(t.zhFull, `${at}.zhFull`),
    city: asString(t.city, `${at}.city`),
    sponsorName: asString(t.sponsorName, `${at}.sponsorName`),
  };
}
