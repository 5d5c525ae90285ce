import { competitionIds } from '../../reference/competition-ids';
import { leagueKey, plainName } from '../api-sports/identities';

/** API-Basketball's league ids of the competitions the product has (the NBA's, 12, from its documentation). */
export const KNOWN_LEAGUES: ReadonlyMap<number, number> = new Map([[12, competitionIds.NBA]]);

/** The leagues known by name and country, whatever their id: the NBA, and the CBA in China. */
export const KNOWN_LEAGUE_NAMES: ReadonlyMap<string, number> = new Map([
  [leagueKey('NBA', 'USA'), competitionIds.NBA],
  [leagueKey('CBA', 'China'), competitionIds.CBA],
]);

/**
 * The provider's English team names → the bundled teams' `name` (NBA: the abbreviation; CBA: the province or city
 * key): the bundled data has no English team names. A CBA team listed under another name is created on first sight.
 */
const TEAMS: Record<string, string> = {
  'Atlanta Hawks': 'ATL',
  'Boston Celtics': 'BOS',
  'Brooklyn Nets': 'BKN',
  'Charlotte Hornets': 'CHA',
  'Chicago Bulls': 'CHI',
  'Cleveland Cavaliers': 'CLE',
  'Dallas Mavericks': 'DAL',
  'Denver Nuggets': 'DEN',
  'Detroit Pistons': 'DET',
  'Golden State Warriors': 'GSW',
  'Houston Rockets': 'HOU',
  'Indiana Pacers': 'IND',
  'Los Angeles Clippers': 'LAC',
  'Los Angeles Lakers': 'LAL',
  'Memphis Grizzlies': 'MEM',
  'Miami Heat': 'MIA',
  'Milwaukee Bucks': 'MIL',
  'Minnesota Timberwolves': 'MIN',
  'New Orleans Pelicans': 'NOP',
  'New York Knicks': 'NYK',
  'Oklahoma City Thunder': 'OKC',
  'Orlando Magic': 'ORL',
  'Philadelphia 76ers': 'PHI',
  'Phoenix Suns': 'PHX',
  'Portland Trail Blazers': 'POR',
  'Sacramento Kings': 'SAC',
  'San Antonio Spurs': 'SAS',
  'Toronto Raptors': 'TOR',
  'Utah Jazz': 'UTA',
  'Washington Wizards': 'WAS',
  'Beijing Ducks': 'Beijing',
  'Beijing Royal Fighters': 'Beikong',
  'Fujian Sturgeons': 'Fujian',
  'Guangdong Southern Tigers': 'Guangdong',
  'Zhejiang Lions': 'Guangsha',
  'Guangzhou Loong Lions': 'Guangzhou',
  'Jiangsu Dragons': 'Jiangsu',
  'Jilin Northeast Tigers': 'Jilin',
  'Liaoning Flying Leopards': 'Liaoning',
  'Nanjing Monkey Kings': 'Nanjing',
  'Ningbo Rockets': 'Ningbo',
  'Qingdao Eagles': 'Qingdao',
  'Shandong Hi-Speed Kirin': 'Shandong',
  'Shanghai Sharks': 'Shanghai',
  'Shanxi Loongs': 'Shanxi',
  'Shenzhen Leopards': 'Shenzhen',
  'Sichuan Blue Whales': 'Sichuan',
  'Tianjin Pioneers': 'Tianjin',
  'Xinjiang Flying Tigers': 'Xinjiang',
  'Zhejiang Golden Bulls': 'Zhejiang',
};

export const KNOWN_TEAM_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(TEAMS).map(([name, bundled]) => [plainName(name), bundled]),
);
