import {
  articleKindLabel,
  beijingDate,
  beijingTime,
  homeColumnOf,
  IncidentType,
  isRedCardIncident,
  standings,
  StatisticType,
  writeBasketballRecap,
  writeFootballPreview,
  writeFootballReport,
  type ArticleKindName,
  type BasketballPlayerFact,
  type CardFact,
  type FootballMatchFacts,
  type FootballReportFacts,
  type GoalFact,
  type Pair,
  type Standing,
  type TablePlace,
  type WrittenArticle,
  roundText,
  writeRoundUp,
} from '@kanqiu/domain';
import { teamBoxScore } from '@kanqiu/contract';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { scoreFromText } from '../../platform/db/score-text';
import type { NewsArticlesTable } from './tables';
import { repeatTask } from '../../platform/repeat';
import type { SearchIndex } from '../../platform/search';
import { indexNewArticles } from './article-search';
import { parseStats } from '../match';
import type { CoverCard } from './cover';
import {
  finalBoxScore,
  finalStatistics,
  insertArticle,
  matchesNeedingArticle,
  matchIncidents,
  meetings,
  mostUsedEleven,
  openingEuroOdds,
  roundMatches,
  roundsNeedingRoundUp,
  scorersOf,
  seasonResults,
  type MatchForNews,
  type RoundForNews,
} from './newsroom.repository';

const MINUTE = 60;
const DAY = 86_400;

/** How far back the first run writes reports for matches already played, so the columns start full. */
export const BACKFILL_DAYS = 10;
/** Previews are written for matches kicking off within this window. */
export const PREVIEW_AHEAD_SECONDS = DAY;
/** Articles written per kind and tick, so a backfill never holds the database for long. */
const BATCH = 60;
/** How often the newsroom looks for matches to write about. */
export const NEWSROOM_INTERVAL_MS = 15_000;

/** When a report reads as published: about the final whistle, never after now. */
const reportDelay = { football: 115 * MINUTE, basketball: 150 * MINUTE } as const;

const roundLabel = (round: string | null) => (roundText(round) ? ` · ${roundText(round)}` : '');

type SeasonResult = Awaited<ReturnType<typeof seasonResults>>[number];

/** The season's results up to `at`, as the table reads them. */
const playedUpTo = (results: readonly SeasonResult[], at: number) =>
  results
    .filter((r) => r.kickoff_at <= at)
    .map((r) => ({
      id: r.id,
      homeId: r.home_team_id,
      awayId: r.away_team_id,
      homeGoals: r.home_score,
      awayGoals: r.away_score,
      at: r.kickoff_at,
    }));

/** Places of both teams in the table of the matches played up to `at`. */
async function tableAt(
  db: Db,
  match: MatchForNews,
  at: number,
  cache: Map<string, Awaited<ReturnType<typeof seasonResults>>>,
): Promise<{ rows: Standing[]; home: TablePlace; away: TablePlace } | null> {
  if (match.competition_kind !== 'league') return null;
  const key = `${match.competition_id}:${match.season}`;
  let results = cache.get(key);
  if (!results) {
    results = await seasonResults(db, match.competition_id, match.season);
    cache.set(key, results);
  }
  const rows = standings([], playedUpTo(results, at));
  const place = (teamId: number): TablePlace | null => {
    const row = rows.find((r) => r.teamId === teamId);
    return row ? { rank: row.rank, points: row.points, played: row.played } : null;
  };
  const home = place(match.home_team_id);
  const away = place(match.away_team_id);
  return home && away ? { rows, home, away } : null;
}

/** Goals credited to the side whose score went up (an own goal counts for the other team). */
function goalFacts(incidents: Awaited<ReturnType<typeof matchIncidents>>): { goals: GoalFact[]; redCards: CardFact[] } {
  const goals: GoalFact[] = [];
  const redCards: CardFact[] = [];
  let previous: [number, number] = [0, 0];
  for (const incident of incidents) {
    if (isRedCardIncident(incident.type)) {
      redCards.push({ minute: incident.minute_label, side: incident.side, player: incident.player_name });
      continue;
    }
    const after = scoreFromText(incident.score);
    let side = incident.side;
    if (after) {
      if (after[0] > previous[0]) side = 'home';
      else if (after[1] > previous[1]) side = 'away';
      previous = after;
    } else if (incident.type === IncidentType.ownGoal) {
      side = incident.side === 'home' ? 'away' : 'home';
    }
    const kind =
      incident.type === IncidentType.ownGoal ? 'own' : incident.type === IncidentType.penaltyGoal ? 'penalty' : 'goal';
    goals.push({ minute: incident.minute_label, side, player: incident.player_name, kind });
  }
  return { goals, redCards };
}

function statsFacts(text: string | null): FootballReportFacts['stats'] {
  if (!text) return {};
  const stats = parseStats(text);
  const pair = (type: number): Pair | undefined => stats[String(type)];
  const out: FootballReportFacts['stats'] = {};
  const possession = pair(StatisticType.possession);
  const shots = pair(StatisticType.shots);
  const shotsOnTarget = pair(StatisticType.shotsOnTarget);
  const corners = pair(StatisticType.corners);
  if (possession) out.possession = possession;
  if (shots) out.shots = shots;
  if (shotsOnTarget) out.shotsOnTarget = shotsOnTarget;
  if (corners) out.corners = corners;
  return out;
}

/** A round-up has no score card: it is about a whole round. */
type Draft = { kind: NewsArticlesTable['kind']; written: WrittenArticle; cover: CoverCard | null; publishedAt: number };

type Tables = Map<string, Awaited<ReturnType<typeof seasonResults>>>;

const matchFacts = (match: MatchForNews): FootballMatchFacts => ({
  matchId: match.id,
  competition: match.competition,
  round: match.round,
  kickoffAt: match.kickoff_at,
  venue: match.venue,
  home: match.home,
  away: match.away,
});

async function footballReport(db: Db, match: MatchForNews, now: number, tables: Tables): Promise<Draft> {
  const { goals, redCards } = goalFacts(await matchIncidents(db, match.id));
  const table = await tableAt(db, match, match.kickoff_at, tables);
  const halfTime = scoreFromText(match.half_time_score);
  const written = writeFootballReport({
    ...matchFacts(match),
    score: [match.home_score, match.away_score],
    halfTime,
    goals,
    redCards,
    stats: statsFacts(await finalStatistics(db, match.id)),
    table: table ? { home: table.home, away: table.away, teams: table.rows.length } : null,
  });
  return {
    kind: 'report',
    written,
    cover: coverOf(match, [match.home_score, match.away_score], '全场结束', 'report'),
    publishedAt: Math.min(now, match.kickoff_at + reportDelay.football),
  };
}

const periodsJson = z.array(z.tuple([z.number(), z.number()]));
const boxJson = z.object({ home: teamBoxScore, away: teamBoxScore });

function parseJson<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (!text) return null;
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

async function basketballRecap(db: Db, match: MatchForNews, now: number): Promise<Draft> {
  const box = parseJson(boxJson, await finalBoxScore(db, match.id));
  const players: BasketballPlayerFact[] = box
    ? (['home', 'away'] as const)
        .flatMap((side) =>
          box[side].players.map((p) => ({
            name: p.name,
            side,
            points: p.points,
            rebounds: p.rebounds,
            assists: p.assists,
          })),
        )
        .toSorted((a, b) => b.points - a.points)
    : [];
  const totals = box
    ? {
        home: {
          rebounds: box.home.totals.rebounds,
          assists: box.home.totals.assists,
          threes: box.home.totals.threePointersMade,
        },
        away: {
          rebounds: box.away.totals.rebounds,
          assists: box.away.totals.assists,
          threes: box.away.totals.threePointersMade,
        },
      }
    : null;
  const written = writeBasketballRecap({
    matchId: match.id,
    competition: match.competition,
    kickoffAt: match.kickoff_at,
    home: match.home,
    away: match.away,
    score: [match.home_score, match.away_score],
    periods: parseJson(periodsJson, match.period_scores) ?? [],
    players,
    totals: totals && (totals.home.rebounds > 0 || totals.away.rebounds > 0) ? totals : null,
  });
  return {
    kind: 'recap',
    written,
    cover: coverOf(match, [match.home_score, match.away_score], '全场结束', 'recap'),
    publishedAt: Math.min(now, match.kickoff_at + reportDelay.basketball),
  };
}

/** Market probabilities from the bookmakers' average opening odds, normalised to 100. */
function probabilities(odds: Awaited<ReturnType<typeof openingEuroOdds>>) {
  const valid = odds.filter((o) => o.left_value > 1 && o.middle_value > 1 && o.right_value > 1);
  if (valid.length === 0) return null;
  const mean = (pick: (o: (typeof valid)[number]) => number) =>
    valid.reduce((sum, o) => sum + 1 / pick(o), 0) / valid.length;
  const [home, draw, away] = [mean((o) => o.left_value), mean((o) => o.middle_value), mean((o) => o.right_value)];
  const total = home + draw + away;
  const h = Math.round((home / total) * 100);
  const d = Math.round((draw / total) * 100);
  return { home: h, draw: d, away: 100 - h - d };
}

async function expectedLineups(db: Db, match: MatchForNews) {
  const of = (teamId: number) =>
    mostUsedEleven(db, { teamId, competitionId: match.competition_id, season: match.season }, match.kickoff_at);
  return { home: await of(match.home_team_id), away: await of(match.away_team_id) };
}

async function footballPreview(db: Db, match: MatchForNews, now: number, tables: Tables): Promise<Draft> {
  const table = await tableAt(db, match, match.kickoff_at, tables);
  const formOf = (teamId: number) => table?.rows.find((r) => r.teamId === teamId)?.form ?? [];
  const { past, current } = await meetings(db, match.home_team_id, match.away_team_id, match.kickoff_at);
  const all = [
    ...current.map((m) => ({
      homeId: m.home_team_id,
      home: m.home,
      away: m.away,
      score: [m.home_score, m.away_score] as Pair,
      date: beijingDate(m.kickoff_at),
      at: m.kickoff_at,
    })),
    ...past.map((m) => ({
      homeId: m.home_team_id,
      home: m.home_name,
      away: m.away_name,
      score: [m.home_score, m.away_score] as Pair,
      date: m.played_on,
      at: Date.parse(m.played_on) / 1000,
    })),
  ].toSorted((a, b) => b.at - a.at);
  let homeWins = 0;
  let draws = 0;
  let awayWins = 0;
  for (const m of all) {
    const [own, other] = m.homeId === match.home_team_id ? m.score : [m.score[1], m.score[0]];
    if (own > other) homeWins += 1;
    else if (own === other) draws += 1;
    else awayWins += 1;
  }
  const last = all[0];
  const written = writeFootballPreview({
    ...matchFacts(match),
    homeForm: formOf(match.home_team_id),
    awayForm: formOf(match.away_team_id),
    headToHead: {
      homeWins,
      draws,
      awayWins,
      last: last ? { date: last.date, home: last.home, away: last.away, score: last.score } : null,
    },
    table: table ? { home: table.home, away: table.away } : null,
    probabilities: probabilities(await openingEuroOdds(db, match.id)),
    expectedLineups: await expectedLineups(db, match),
  });
  const caption = `${beijingDate(match.kickoff_at)} ${beijingTime(match.kickoff_at)} 开赛`;
  // Previews are written within a day of kick-off and read as published a day before it.
  const publishedAt = Math.min(now, match.kickoff_at - PREVIEW_AHEAD_SECONDS);
  return { kind: 'preview', written, cover: coverOf(match, null, caption, 'preview'), publishedAt };
}

/** Goals per player over the round, most first (a player's team from the side he scored for). */
function roundScorers(
  goals: Awaited<ReturnType<typeof scorersOf>>,
  matches: Awaited<ReturnType<typeof roundMatches>>,
): { player: string; team: string; goals: number }[] {
  const counts = new Map<string, { player: string; team: string; goals: number }>();
  for (const goal of goals) {
    const match = matches.find((m) => m.id === goal.match_id);
    if (!match || !goal.player_name) continue;
    const team = goal.side === 'home' ? match.home : match.away;
    const key = `${goal.player_name}|${team}`;
    const entry = counts.get(key) ?? { player: goal.player_name, team, goals: 0 };
    entry.goals += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].toSorted((a, b) => b.goals - a.goals);
}

async function roundUp(db: Db, round: RoundForNews, now: number): Promise<Draft> {
  const matches = await roundMatches(db, round);
  const ids = new Set(matches.map((m) => m.id));
  const played = playedUpTo(await seasonResults(db, round.competition_id, round.season), round.last_kickoff);
  const before = new Map(
    standings(
      [],
      played.filter((m) => !ids.has(m.id)),
    ).map((row) => [row.teamId, row.rank]),
  );
  const names = new Map(matches.flatMap((m) => [[m.home_team_id, m.home] as const, [m.away_team_id, m.away] as const]));
  const after = standings([], played);
  const written = writeRoundUp({
    seed: round.last_id,
    competition: round.competition,
    round: round.round,
    firstKickoff: round.first_kickoff,
    lastKickoff: round.last_kickoff,
    results: matches.map((m) => ({ home: m.home, away: m.away, score: [m.home_score, m.away_score] as Pair })),
    scorers: roundScorers(await scorersOf(db, [...ids]), matches),
    table: after
      .filter((row) => names.has(row.teamId) || row.rank === 1)
      .map((row) => ({
        team: names.get(row.teamId) ?? '',
        before: before.get(row.teamId) ?? 0,
        after: row.rank,
        points: row.points,
      })),
  });
  return {
    kind: 'roundup',
    written,
    cover: null,
    publishedAt: Math.min(now, round.last_kickoff + reportDelay.football),
  };
}

function coverOf(match: MatchForNews, score: Pair | null, caption: string, kind: ArticleKindName): CoverCard {
  return {
    competition: `${match.competition}${roundLabel(match.round)}`,
    color: match.color,
    home: match.home,
    away: match.away,
    score: score ? [score[0], score[1]] : null,
    caption,
    label: articleKindLabel[kind],
  };
}

/** What an article is filed under: its match (a round-up: the round's last match), sport and competition. */
type Filing = { id: number; sport: 'football' | 'basketball'; competition_id: number };

async function store(db: Db, match: Filing, draft: Draft, now: number): Promise<void> {
  await insertArticle(db, {
    kind: draft.kind,
    match_id: match.id,
    sport: match.sport,
    competition_id: match.competition_id,
    column_id: homeColumnOf(match.sport, match.competition_id).id,
    title: draft.written.title.slice(0, 200),
    summary: draft.written.summary,
    body: JSON.stringify(draft.written.paragraphs),
    cover: draft.cover ? JSON.stringify(draft.cover) : null,
    generated: 1,
    published_at: draft.publishedAt,
    created_at: now,
  });
}

/**
 * One pass of the newsroom: reports for matches finished in the last BACKFILL_DAYS (football) and recaps
 * (basketball), a 综述 of each league round completed in that time, previews for football matches kicking off within a day, then what it wrote into the search index.
 * Returns how many it wrote.
 */
export async function writeDueArticles(db: Db, search: SearchIndex, now: number): Promise<number> {
  const tables: Tables = new Map();
  const past = { from: now - BACKFILL_DAYS * DAY, to: now };
  let written = 0;
  for (const match of await matchesNeedingArticle(db, 'football', 'report', past, BATCH)) {
    await store(db, match, await footballReport(db, match, now, tables), now);
    written += 1;
  }
  for (const match of await matchesNeedingArticle(db, 'basketball', 'recap', past, BATCH)) {
    await store(db, match, await basketballRecap(db, match, now), now);
    written += 1;
  }
  for (const round of await roundsNeedingRoundUp(db, past, BATCH)) {
    const filing = { id: round.last_id, sport: 'football' as const, competition_id: round.competition_id };
    await store(db, filing, await roundUp(db, round, now), now);
    written += 1;
  }
  const ahead = { from: now, to: now + PREVIEW_AHEAD_SECONDS };
  for (const match of await matchesNeedingArticle(db, 'football', 'preview', ahead, BATCH)) {
    await store(db, match, await footballPreview(db, match, now, tables), now);
    written += 1;
  }
  await indexNewArticles(db, search, BATCH * 3);
  return written;
}

/** Runs the newsroom now and then every NEWSROOM_INTERVAL_MS (a full batch runs again at once); returns its stop. */
export function startNewsroom(deps: {
  db: Db;
  search: SearchIndex;
  sportsClock: Clock;
  logger: Logger;
  /** Told after a pass that wrote articles. */
  articlesChanged: () => void;
}): () => Promise<void> {
  return repeatTask(
    async () => {
      const count = await writeDueArticles(deps.db, deps.search, deps.sportsClock());
      if (count > 0) {
        deps.articlesChanged();
        deps.logger.info({ count }, 'newsroom wrote articles');
      }
      return { more: count >= BATCH };
    },
    { intervalMs: NEWSROOM_INTERVAL_MS, logger: deps.logger, name: 'newsroom' },
  );
}
