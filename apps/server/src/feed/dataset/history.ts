import { readDataFile } from './read-data-file';
import { asNumber, asPair, asRecord, asString, asTuple, eachOf, fail, orNull } from './shape';
import type { HistoryMatch, HistorySeason, HistoryTeam, Team } from './types';

const HISTORY_MATCH_COLUMNS = 7;

/**
 * Results before the replay season and the 中超 2024 season. Matches are stored as
 * [round, date, localTime, home, away, ft, ht], a team as its replay team id or its history name.
 */
export function loadHistory(dataDir: string, teams: readonly Team[]): HistorySeason[] {
  const resolveTeam = teamResolver(teams, readHistoryTeamNames(dataDir));
  return eachOf(readDataFile(dataDir, 'football/history.json.gz'), 'history', (value, at) => {
    const s = asRecord(value, at);
    return {
      competition: asString(s.competition, `${at}.competition`),
      season: asString(s.season, `${at}.season`),
      name: asString(s.name, `${at}.name`),
      matches: eachOf(s.matches, `${at}.matches`, (row, rowAt) => toHistoryMatch(row, rowAt, resolveTeam)),
    };
  });
}

type ResolveTeam = (ref: unknown, at: string) => HistoryTeam;

function toHistoryMatch(value: unknown, at: string, resolveTeam: ResolveTeam): HistoryMatch {
  const [round, date, localTime, home, away, ft, ht] = asTuple(value, HISTORY_MATCH_COLUMNS, at);
  return {
    round: asNumber(round, `${at}.round`),
    date: asString(date, `${at}.date`),
    localTime: asString(localTime, `${at}.localTime`),
    home: resolveTeam(home, `${at}.home`),
    away: resolveTeam(away, `${at}.away`),
    ft: asPair(ft, `${at}.ft`),
    ht: orNull(asPair)(ht, `${at}.ht`),
  };
}

/** One shared object per team, so that a season's thousands of rows do not copy names. */
function teamResolver(teams: readonly Team[], chineseNames: ReadonlyMap<string, ChineseName>): ResolveTeam {
  const resolved = new Map<number | string, HistoryTeam>(
    teams.map((t) => [t.id, { teamId: t.id, name: t.name, zh: t.zh, zhFull: t.zhFull }]),
  );
  return (ref, at) => {
    if (typeof ref !== 'number' && typeof ref !== 'string') fail(at, 'a team id or name');
    const known = resolved.get(ref);
    if (known) return known;
    if (typeof ref === 'number') fail(at, 'a known team id');
    const zh = chineseNames.get(ref);
    const team = { teamId: null, name: ref, zh: zh?.zh ?? null, zhFull: zh?.zhFull ?? null };
    resolved.set(ref, team);
    return team;
  };
}

interface ChineseName {
  readonly zh: string;
  readonly zhFull: string;
}

function readHistoryTeamNames(dataDir: string): Map<string, ChineseName> {
  const record = asRecord(readDataFile(dataDir, 'names/history-teams.json'), 'history-teams');
  return new Map(
    Object.entries(record).map(([name, value]) => {
      const at = `history-teams.${name}`;
      const zh = asRecord(value, at);
      return [name, { zh: asString(zh.zh, `${at}.zh`), zhFull: asString(zh.zhFull, `${at}.zhFull`) }];
    }),
  );
}
