#!/usr/bin/env node
// Builds Kanqiu's bundled data set (data/football, data/basketball, data/names) from the shared
// source set. Usage, from the repo root: node data/scripts/build-data.mjs [sourceDir=../shared/data]
// The output is deterministic: same input, byte-identical files.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(REPO_ROOT, 'data');
// Emptied before a build; names/ is not, as names/countries.json and names/cities.json are written by hand (the
// other names are rewritten).
const GENERATED_DIRS = ['football', 'basketball'];

// The Wyscout files carry no season; these are the seasons of the public data set.
const REPLAY_SEASONS = {
  England: '2017-18',
  Spain: '2017-18',
  Italy: '2017-18',
  Germany: '2017-18',
  France: '2017-18',
  World_Cup: '2018',
  European_Championship: '2016',
};
const TOURNAMENTS = new Set(['World_Cup', 'European_Championship']);
const HISTORY_COMPETITIONS = {
  en: 'England',
  es: 'Spain',
  it: 'Italy',
  de: 'Germany',
  fr: 'France',
  cn: 'Chinese_Super_League',
};
const STAT_KEYS = [
  'passes',
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'offsides',
  'yellow',
  'red',
  'attacks',
  'dangerousAttacks',
];
const PERIODS = ['1H', '2H', 'E1', 'E2', 'P'];
const PERIOD_START_MINUTE = { '1H': 0, '2H': 45, E1: 90, E2: 105 };
const REGULATION_SECONDS = { '1H': 2700, '2H': 2700, E1: 900, E2: 900, P: 0 };
// The group letters: one team of each group (the source numbers matchdays only; the groups are the
// teams that met in the group stage).
const GROUP_SEEDS = {
  World_Cup: {
    A: 'Russia',
    B: 'Spain',
    C: 'France',
    D: 'Argentina',
    E: 'Brazil',
    F: 'Germany',
    G: 'Belgium',
    H: 'Poland',
  },
  European_Championship: { A: 'France', B: 'England', C: 'Germany', D: 'Spain', E: 'Italy', F: 'Portugal' },
};
const KNOCKOUT_STAGE_BY_SIZE = { 8: 'r16', 4: 'qf', 2: 'sf', 1: 'third' };
// Wyscout numbers league and group matchdays 1..38; knockout rounds carry 7-digit round ids.
const LAST_MATCHDAY = 99;

main();

function main() {
  const sourceDir = resolve(process.argv[2] ?? join(REPO_ROOT, '../shared/data'));
  const source = readSource(sourceDir);
  const matches = source.replay
    .map((raw) => convertMatch(raw, source.knockoutStages))
    .sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
  matches.forEach(assertGoalsMatchScore);
  const teams = buildTeams(source.teams, source.zhNames, matches);
  const players = buildPlayers(source.players);

  for (const dir of GENERATED_DIRS) rmSync(join(OUT_DIR, dir), { recursive: true, force: true });
  writeJson('names/competitions.json', buildCompetitions(source.zhNames));
  writeJson('names/history-teams.json', buildHistoryTeamNames(source.history, source.historyToReplay, source.zhNames));
  writeJson('football/teams.json', teams);
  writeGzJson('football/players.json.gz', players);
  writeJson('football/squads.json', buildSquads(matches, new Set(players.map((p) => p[0]))));
  for (const [competition, rows] of groupBy(matches, (m) => m.competition)) {
    writeGzJson(`football/matches/${competition}.json.gz`, rows);
  }
  writeJson('football/groups.json', buildGroups(matches, teams));
  writeGzJson('football/history.json.gz', buildHistory(source.history, source.historyToReplay, teams));
  writeJson('basketball/nba-2021-22.json', buildNba(source.nba, source.zhNames));
  writeJson('basketball/cba-2024-25.json', buildCba(source.zhNames));
  writeJson('names/football-players.json', buildPlayerNames(source.zhPlayers, players));
  writeJson('names/venues.json', buildVenueNames(source.zhVenues, matches));
  writeJson('names/nba-players.json', buildNbaPlayerNames(source.zhNbaPlayers, source.nba));
  writeJson('names/team-colours.json', buildTeamColours(source.teamColours, teams));
  console.log(`built ${matches.length} matches, ${teams.length} teams, ${players.length} players`);
}

// ---------- source ----------

function readSource(dir) {
  const replay = readdirSync(join(dir, 'football/replay'))
    .sort()
    .flatMap((file) => readGzJson(join(dir, 'football/replay', file)));
  return {
    replay,
    knockoutStages: knockoutStages(replay),
    teams: readJson(join(dir, 'football/teams.json')),
    players: readGzJson(join(dir, 'football/players.json.gz')),
    history: readHistoryFiles(join(dir, 'football/history')),
    historyToReplay: readJson(join(dir, 'names/history-to-replay-teams.json')).map,
    zhNames: readJson(join(dir, 'names/zh-names.json')),
    nba: readJson(join(dir, 'basketball/nba-2021-22-players.json')),
    zhPlayers: readJson(join(dir, 'names/zh-players.json')).players,
    zhVenues: readJson(join(dir, 'names/zh-venues.json')).venues,
    zhNbaPlayers: readJson(join(dir, 'names/zh-nba-players.json')).players,
    teamColours: readJson(join(dir, 'names/team-colours.json')),
  };
}

function readHistoryFiles(dir) {
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const [, country, season] = /^([a-z]+)\.1\.([\d-]+)\.json$/.exec(file) ?? fail(`history file ${file}`);
      const competition = HISTORY_COMPETITIONS[country] ?? fail(`history country ${country}`);
      return { competition, season, ...readJson(join(dir, file)) };
    });
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function readGzJson(path) {
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
}

// ---------- output ----------

function writeJson(relativePath, value) {
  writeOutput(relativePath, `${formatJson(value, '')}\n`);
}

function writeGzJson(relativePath, value) {
  // gzip's header has no timestamp when written by zlib, so the bytes depend only on the input.
  writeOutput(relativePath, gzipSync(JSON.stringify(value), { level: 9 }));
}

function writeOutput(relativePath, content) {
  const path = join(OUT_DIR, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** One record per line, so that a rebuild shows up in a diff row by row. */
function formatJson(value, indent) {
  const compact = JSON.stringify(value);
  if (compact.length <= 120 || value === null || typeof value !== 'object') return compact;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + formatJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

// ---------- football matches ----------

function convertMatch(raw, stages) {
  const extraTime = hasExtraTime(raw);
  const shootout = raw.events.some((e) => e[0] === 'P');
  const events = sortByMatchClock(raw.events.map((e) => normaliseEvent(e, extraTime)));
  return {
    id: raw.id,
    competition: raw.competition,
    season: REPLAY_SEASONS[raw.competition] ?? fail(`season of ${raw.competition}`),
    stage: raw.round <= LAST_MATCHDAY ? matchdayStage(raw.competition) : stages.get(raw.round),
    round: raw.round <= LAST_MATCHDAY ? raw.round : null,
    kickoff: epochSeconds(raw.kickoffUtc),
    venue: raw.venue || null,
    home: raw.home.id,
    away: raw.away.id,
    score: {
      ht: raw.score.ht,
      ft: raw.score.ft,
      et: extraTime ? raw.score.et : null,
      pens: shootout ? raw.score.pens : null,
    },
    periods: periodLengths(events, raw.minuteStats.length, extraTime, shootout),
    lineups: { home: convertLineup(raw.lineups.home), away: convertLineup(raw.lineups.away) },
    stats: { home: statsTuple(raw.stats.home), away: statsTuple(raw.stats.away) },
    minuteStats: raw.minuteStats,
    events,
  };
}

function matchdayStage(competition) {
  return TOURNAMENTS.has(competition) ? 'group' : 'league';
}

/** Knockout rounds named by size in date order; of the one-match rounds the last is the final. */
function knockoutStages(replay) {
  const stages = new Map();
  const knockoutMatches = replay.filter((m) => m.round > LAST_MATCHDAY);
  for (const tournamentMatches of groupBy(knockoutMatches, (m) => m.competition).values()) {
    const rounds = [...groupBy(tournamentMatches, (m) => m.round).values()].sort(byKey(firstKickoff));
    rounds.forEach((roundMatches, i) => {
      const stage = i === rounds.length - 1 ? 'final' : KNOCKOUT_STAGE_BY_SIZE[roundMatches.length];
      stages.set(roundMatches[0].round, stage ?? fail(`knockout round ${roundMatches[0].round}`));
    });
  }
  return stages;
}

function firstKickoff(matches) {
  return matches.map((m) => m.kickoffUtc).sort()[0];
}

/** Substitutions after the 90th minute are filed under E1 even when no extra time was played. */
function hasExtraTime(raw) {
  return raw.events.some((e) => e[0] === 'E2' || e[0] === 'P' || (e[0] === 'E1' && e[3] !== 'sub'));
}

function normaliseEvent([period, second, label, type, side, playerId, extra], extraTime) {
  const placed = type === 'sub' ? placeSubstitution(period, second, label, extraTime) : [period, second, label];
  return [...placed, type, side, playerId ?? null, extra ?? null];
}

/**
 * The source knows a substitution's minute only, stored as the last second of that minute
 * counted from 90' for anything after the 90th. Put stoppage-time changes back into the
 * second half, and changes after the 105th into the second period of extra time.
 */
function placeSubstitution(period, second, label, extraTime) {
  if (period !== 'E1') return [period, second, label];
  const minute = Number(label);
  if (!extraTime) return ['2H', (minute - 45) * 60 - 1, `90+${minute - 90}`];
  if (minute <= 105) return [period, second, label];
  return ['E2', (minute - 105) * 60 - 1, minute > 120 ? `120+${minute - 120}` : label];
}

/** The source orders by a clock on which first-half stoppage time overlaps the second half. */
function sortByMatchClock(events) {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        PERIODS.indexOf(a.event[0]) - PERIODS.indexOf(b.event[0]) || a.event[1] - b.event[1] || a.index - b.index,
    )
    .map(({ event }) => event);
}

/**
 * Seconds played in each period. The source has no whistle times: a period lasts at least its
 * regulation time and until its last incident (rounded up to the minute); the last period also
 * lasts until the last minute row, whose index is the match clock's minute.
 */
function periodLengths(events, minuteRowCount, extraTime, shootout) {
  const played = ['1H', '2H', ...(extraTime ? ['E1', 'E2'] : []), ...(shootout ? ['P'] : [])];
  const lastClockPeriod = extraTime ? 'E2' : '2H';
  const lengths = {};
  for (const period of played) {
    const lastIncident = Math.max(0, ...events.filter((e) => e[0] === period).map((e) => e[1]));
    const byRows = period === lastClockPeriod ? (minuteRowCount - PERIOD_START_MINUTE[period]) * 60 : 0;
    const byIncident = period === 'P' ? Math.ceil(lastIncident) : Math.ceil(lastIncident / 60) * 60;
    lengths[period] = Math.max(REGULATION_SECONDS[period], byIncident, byRows);
  }
  return lengths;
}

function convertLineup(lineup) {
  return { xi: lineup.xi, bench: lineup.bench, coach: lineup.coach || null };
}

function statsTuple(stats) {
  return STAT_KEYS.map((key) => stats[key] ?? 0);
}

function epochSeconds(kickoffUtc) {
  const millis = Date.parse(`${kickoffUtc.replace(' ', 'T')}Z`);
  return Number.isFinite(millis) ? millis / 1000 : fail(`kickoff ${kickoffUtc}`);
}

function assertGoalsMatchScore(match) {
  const tally = (types, periods) =>
    ['home', 'away'].map(
      (side) => match.events.filter((e) => types.includes(e[3]) && periods.includes(e[0]) && e[4] === side).length,
    );
  const goals = ['goal', 'goal_pen', 'own_goal'];
  const checks = [
    ['ft', tally(goals, ['1H', '2H']), match.score.ft],
    ['et', tally(goals, ['1H', '2H', 'E1', 'E2']), match.score.et ?? match.score.ft],
    ['pens', tally(['shootout_goal'], ['P']), match.score.pens ?? [0, 0]],
  ];
  for (const [name, counted, official] of checks) {
    if (counted.join() !== official.join()) fail(`match ${match.id}: ${name} ${counted} != ${official}`);
  }
}

// ---------- football tables ----------

function buildCompetitions(zhNames) {
  return Object.entries(zhNames.competitions)
    .map(([id, c]) => ({
      id,
      zh: c.zh,
      zhFull: c.zhFull,
      en: c.en,
      letter: c.letter,
      country: c.country,
      sport: c.sport,
      kind: c.kind,
    }))
    .sort(byKey((c) => c.id));
}

function buildTeams(rawTeams, zhNames, matches) {
  const competitions = new Map(rawTeams.map((t) => [t.id, new Set()]));
  for (const m of matches) for (const id of [m.home, m.away]) competitions.get(id).add(m.competition);
  return rawTeams
    .map((t) => {
      const zh = zhNames.football[t.name] ?? fail(`Chinese name of ${t.name}`);
      return {
        id: t.id,
        name: cleanText(t.name),
        officialName: cleanText(t.officialName),
        zh: zh.zh,
        zhFull: zh.zhFull,
        kind: t.type,
        city: cleanText(t.city),
        area: cleanText(t.area),
        competitions: [...competitions.get(t.id)].sort(),
      };
    })
    .sort(byKey((t) => t.id));
}

function buildPlayers(rawPlayers) {
  return rawPlayers
    .map((p) => [
      p.id,
      cleanText(p.shortName),
      p.role,
      p.birthDate,
      p.height || null,
      p.weight || null,
      p.foot === 'null' ? null : p.foot,
      cleanText(p.nationality),
    ])
    .sort(byKey((p) => p[0]));
}

/** A squad is everyone a team named in a lineup of one competition; a loanee can be in two. */
function buildSquads(matches, knownPlayers) {
  const squads = new Map();
  for (const m of matches) {
    const cameOn = new Set(m.events.filter((e) => e[3] === 'sub').map((e) => e[6].in));
    for (const side of ['home', 'away']) {
      const teamId = m[side];
      const key = `${teamId}|${m.competition}`;
      if (!squads.has(key)) {
        squads.set(key, { teamId, competition: m.competition, season: m.season, members: new Map() });
      }
      const { members } = squads.get(key);
      const { xi, bench } = m.lineups[side];
      for (const playerId of [...xi, ...bench].filter((id) => knownPlayers.has(id))) {
        const row = members.get(playerId) ?? [playerId, 0, 0, 0];
        row[1] += 1;
        if (xi.includes(playerId)) row[2] += 1;
        if (cameOn.has(playerId)) row[3] += 1;
        members.set(playerId, row);
      }
    }
  }
  return [...squads.values()]
    .sort((a, b) => a.teamId - b.teamId || compareKeys(a.competition, b.competition))
    .map(({ members, ...squad }) => ({
      ...squad,
      players: [...members.values()].sort((a, b) => b[1] - a[1] || a[0] - b[0]),
    }));
}

/** `{competition: {teamId: letter}}`: each tournament group is the teams that met in the group stage. */
function buildGroups(matches, teams) {
  const idByName = new Map(teams.map((t) => [t.name, t.id]));
  return Object.fromEntries(
    Object.entries(GROUP_SEEDS).map(([competition, seeds]) => {
      const groupMatches = matches.filter((m) => m.competition === competition && m.stage === 'group');
      const letters = {};
      for (const [letter, seedName] of Object.entries(seeds)) {
        const seed = idByName.get(seedName) ?? fail(`group seed ${seedName}`);
        const opponents = groupMatches.flatMap((m) => (m.home === seed ? [m.away] : m.away === seed ? [m.home] : []));
        for (const id of [seed, ...new Set(opponents)]) letters[id] = letter;
      }
      const grouped = groupMatches.every((m) => letters[m.home] !== undefined && letters[m.home] === letters[m.away]);
      if (!grouped) fail(`groups of ${competition}`);
      return [competition, sortedObject(Object.entries(letters))];
    }),
  );
}

// ---------- history ----------

/** A history team is its replay team's id when it has one, else its name in the history file. */
function buildHistory(files, historyToReplay, teams) {
  const teamIdByName = new Map(teams.map((t) => [t.name, t.id]));
  const teamRef = (name) => {
    const replayName = historyToReplay[name];
    return replayName ? (teamIdByName.get(replayName) ?? fail(`replay team ${replayName}`)) : name;
  };
  return files
    .map((file) => ({
      competition: file.competition,
      season: file.season,
      name: file.name,
      matches: [...file.matches]
        .sort(byKey((m) => `${m.date} ${m.time}`))
        .map((m) => [
          Number(/\d+/.exec(m.round)?.[0] ?? fail(`round ${m.round}`)),
          m.date,
          m.time,
          teamRef(m.team1),
          teamRef(m.team2),
          m.score.ft,
          m.score.ht ?? null,
        ]),
    }))
    .sort(byKey((s) => `${s.competition} ${s.season}`));
}

/** Chinese names of the history teams that have no replay team (the 中超 clubs). */
function buildHistoryTeamNames(files, historyToReplay, zhNames) {
  const names = new Set(files.flatMap((file) => file.matches.flatMap((m) => [m.team1, m.team2])));
  const named = [...names].filter((name) => !historyToReplay[name] && zhNames.football[name]).sort(compareKeys);
  return Object.fromEntries(
    named.map((name) => [name, { zh: zhNames.football[name].zh, zhFull: zhNames.football[name].zhFull }]),
  );
}

// ---------- basketball ----------

function buildNba(nba, zhNames) {
  const zhTeams = zhNames.basketball.NBA;
  const teams = Object.keys(nba.teams)
    .sort()
    .map((code) => {
      const t = zhTeams[code] ?? fail(`Chinese name of NBA ${code}`);
      return {
        code,
        abbr: t.abbr,
        zh: t.zh,
        zhFull: t.zhFull,
        conference: t.conference === '东部' ? 'east' : 'west',
        conferenceZh: t.conference,
        divisionZh: t.division,
      };
    });
  const players = teams.flatMap(({ code }) =>
    nba.teams[code]
      .map((p) => [code, p.bbrefId, p.name, p.minutes, p.possessions, p.raptorOffense, p.raptorDefense, p.paceImpact])
      .sort((a, b) => b[3] - a[3] || compareKeys(a[1], b[1])),
  );
  return { season: '2021-22', teams, players };
}

function buildCba(zhNames) {
  const teams = Object.entries(zhNames.basketball.CBA)
    .map(([key, t]) => ({ key, zh: t.zh, zhFull: t.zhFull, city: t.city, sponsorName: t.sponsorName }))
    .sort(byKey((t) => t.key));
  return { season: '2024-25', teams };
}

// ---------- Chinese names and colours ----------

/**
 * `[zh, zhFull, confidence]` of the tables' names, by key, for the keys of the data; the server takes a `low` one
 * only where it cannot transliterate (Japanese, Korean and Chinese names come in characters).
 */
function buildNameTable(zhNames, knownKeys) {
  return sortedObject(
    Object.entries(zhNames)
      .filter(([key]) => knownKeys.has(key))
      .map(([key, p]) => [key, [p.zh, p.zhFull, p.confidence]]),
  );
}

/** `{playerId: [zh, zhFull, confidence]}` for the players of the data whose Chinese name is known. */
function buildPlayerNames(zhPlayers, players) {
  return buildNameTable(zhPlayers, new Set(players.map((p) => String(p[0]))));
}

/** `{venue as in the matches: zh}`; every venue of the matches must have one. */
function buildVenueNames(zhVenues, matches) {
  const venues = [...new Set(matches.map((m) => m.venue?.trim()).filter(Boolean))];
  return sortedObject(venues.map((venue) => [venue, (zhVenues[venue] ?? fail(`Chinese name of venue ${venue}`)).zh]));
}

/** `{bbrefId: [zh, zhFull, confidence]}` for the NBA players of the ratings file whose Chinese name is known. */
function buildNbaPlayerNames(zhNbaPlayers, nba) {
  const known = new Set(Object.values(nba.teams).flatMap((players) => players.map((p) => p.bbrefId)));
  return buildNameTable(zhNbaPlayers, known);
}

/**
 * `[primary, secondary]` per team: football by replay team id, or by history name for the teams
 * without one (the 中超 clubs); NBA by team code; CBA by pinyin key.
 */
function buildTeamColours(colours, teams) {
  const idByName = new Map(teams.map((t) => [t.name, String(t.id)]));
  const pair = (c) => [c.primary.toUpperCase(), c.secondary.toUpperCase()];
  const all = (table, keyOf) => sortedObject(Object.entries(table).map(([key, c]) => [keyOf(key), pair(c)]));
  return {
    football: all(colours.football, (name) => idByName.get(cleanText(name)) ?? name),
    nba: all(colours.basketball.nba, (code) => code),
    cba: all(colours.basketball.cba, (key) => key),
  };
}

function sortedObject(entries) {
  return Object.fromEntries(entries.sort(([a], [b]) => compareKeys(a, b)));
}

// ---------- helpers ----------

/** Wyscout left some non-ASCII characters as literal \uXXXX escapes (e.g. "C\u00f4te d'Ivoire"). */
function cleanText(text) {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return new Map([...groups].sort(([a], [b]) => compareKeys(a, b)));
}

function byKey(keyOf) {
  return (a, b) => compareKeys(keyOf(a), keyOf(b));
}

/** Plain < order (code units for text), not locale order, so the output does not depend on the machine. */
function compareKeys(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function fail(message) {
  throw new Error(`build-data: unexpected ${message}`);
}
