import type {
  AnalysisFuture,
  AnalysisHistory,
  AnalysisTable,
  FormSummary,
  FutureMatch,
  PastMatch,
  TableRow,
} from '@kanqiu/contract';
import { matchDayOf, matchDaysBetween, matchResult, type MatchResult } from '@kanqiu/domain';
import { scoreFromText } from '../../platform/db/score-text';
import type { Db } from '../../platform/db/database';
import {
  findFinishedBefore,
  findFinishedMeetings,
  findFixturesAfter,
  findNames,
  findStoredIds,
  type PassScope,
  findPastMeetings,
  findPastResultsOf,
  type NamedMatch,
  type PastResultRow,
} from './analysis.repository';
import type { ReplayCalendar } from '../match';
import type { MatchDetailService } from './match-detail.service';
import type { SeasonTables } from './season-table';

const HEAD_TO_HEAD_LIMIT = 20;
const RECENT_LIMIT = 10;
const FUTURE_LIMIT = 3;

type Sides = Pick<PastMatch, 'homeId' | 'awayId' | 'score'>;

/** The result for `teamId`, or null when it did not play (a past result whose team is not in the data set). */
function resultFor(teamId: number, { homeId, awayId, score }: Sides): MatchResult | null {
  if (homeId === teamId) return matchResult(score[0], score[1]);
  return awayId === teamId ? matchResult(score[1], score[0]) : null;
}

type ResultRow = Pick<
  PastResultRow,
  | 'competition_name'
  | 'home_team_id'
  | 'home_name'
  | 'away_team_id'
  | 'away_name'
  | 'home_score'
  | 'away_score'
  | 'half_time_score'
>;

/** A played match as `teamId` sees it; `id` is null for a past result, which has no page. */
function pastMatch(row: ResultRow, id: number | null, date: string, teamId: number): PastMatch {
  const match: Omit<PastMatch, 'result'> = {
    id,
    date,
    competition: row.competition_name,
    homeId: row.home_team_id,
    homeName: row.home_name,
    awayId: row.away_team_id,
    awayName: row.away_name,
    score: [row.home_score, row.away_score],
    halfTime: scoreFromText(row.half_time_score),
  };
  return { ...match, result: resultFor(teamId, match) };
}

const fromMatch = (row: NamedMatch, teamId: number) => pastMatch(row, row.id, matchDayOf(row.kickoff_at), teamId);

const fromPastResult = (row: PastResultRow, teamId: number) => pastMatch(row, null, row.played_on, teamId);

function summarise(list: readonly PastMatch[], teamId: number): FormSummary {
  const summary = { win: 0, draw: 0, loss: 0, goalsFor: 0, goalsAgainst: 0 };
  for (const match of list) {
    if (match.result === null) continue;
    const home = match.homeId === teamId;
    summary[match.result] += 1;
    summary.goalsFor += home ? match.score[0] : match.score[1];
    summary.goalsAgainst += home ? match.score[1] : match.score[0];
  }
  return summary;
}

const withSummary = (list: PastMatch[], teamId: number) => ({ list, summary: summarise(list, teamId) });

const newestFirst = (a: PastMatch, b: PastMatch): number => b.date.localeCompare(a.date);

const passScope = (match: { source: string; season: string }): PassScope =>
  match.source === 'replay' ? { season: match.season } : null;

/** Head-to-head, form, league table and fixtures of the two teams of a match (分析). */
export function createAnalysisService(deps: {
  db: Db;
  details: MatchDetailService;
  calendar: ReplayCalendar;
  seasons: SeasonTables;
}) {
  const { db, details, calendar, seasons } = deps;

  async function recent(teamId: number, before: number, scope: PassScope): Promise<PastMatch[]> {
    const played = (await findFinishedBefore(db, teamId, before, RECENT_LIMIT, scope)).map((row) =>
      fromMatch(row, teamId),
    );
    const missing = RECENT_LIMIT - played.length;
    const earlier = missing > 0 ? await findPastResultsOf(db, teamId, missing) : [];
    return [...played, ...earlier.map((row) => fromPastResult(row, teamId))];
  }

  /** A pushed match's fixtures: the stored matches after it. */
  async function storedFixtures(teamId: number, after: number, scope: PassScope): Promise<FutureMatch[]> {
    const day = matchDayOf(after);
    const rows = await findFixturesAfter(db, teamId, after, FUTURE_LIMIT, scope);
    return rows.map((row) => ({
      id: row.id,
      kickoffAt: row.kickoff_at,
      competition: row.competition_name,
      homeId: row.home_team_id,
      homeName: row.home_name,
      awayId: row.away_team_id,
      awayName: row.away_name,
      daysAway: matchDaysBetween(day, matchDayOf(row.kickoff_at)),
    }));
  }

  /** A replayed match's fixtures: the calendar's, beyond the feed's window too, linked where stored. */
  async function calendarFixtures(teamId: number, after: number, limit = FUTURE_LIMIT): Promise<FutureMatch[]> {
    const day = matchDayOf(after);
    const list = calendar.fixturesOf(teamId, after, limit);
    const [stored, names] = await Promise.all([
      findStoredIds(
        db,
        calendar.provider,
        list.map((f) => f.providerMatchId),
      ),
      findNames(
        db,
        list.flatMap((f) => [f.homeTeamId, f.awayTeamId]),
        list.map((f) => f.competitionId),
      ),
    ]);
    return list.map((f) => ({
      id: stored.get(f.providerMatchId) ?? null,
      kickoffAt: f.kickoffAt,
      competition: names.competitions.get(f.competitionId) ?? '',
      homeId: f.homeTeamId,
      homeName: names.teams.get(f.homeTeamId) ?? '',
      awayId: f.awayTeamId,
      awayName: names.teams.get(f.awayTeamId) ?? '',
      daysAway: matchDaysBetween(day, matchDayOf(f.kickoffAt)),
    }));
  }

  return {
    async history(matchId: number): Promise<AnalysisHistory> {
      const match = await details.header(matchId);
      const pairing = { homeId: match.home_team_id, awayId: match.away_team_id };
      const scope = passScope(match);
      const [meetings, pastMeetings, homeRecent, awayRecent] = await Promise.all([
        findFinishedMeetings(db, pairing, HEAD_TO_HEAD_LIMIT + 1, scope),
        findPastMeetings(db, pairing, HEAD_TO_HEAD_LIMIT),
        recent(pairing.homeId, match.kickoff_at, scope),
        recent(pairing.awayId, match.kickoff_at, scope),
      ]);
      const headToHead = [
        ...meetings.filter((row) => row.id !== matchId).map((row) => fromMatch(row, pairing.homeId)),
        ...pastMeetings.map((row) => fromPastResult(row, pairing.homeId)),
      ]
        .sort(newestFirst)
        .slice(0, HEAD_TO_HEAD_LIMIT);
      return {
        headToHead: withSummary(headToHead, pairing.homeId),
        homeRecent: withSummary(homeRecent, pairing.homeId),
        awayRecent: withSummary(awayRecent, pairing.awayId),
      };
    },

    async table(matchId: number): Promise<AnalysisTable> {
      const match = await details.header(matchId);
      const table = await seasons.table(match.competition_id, match.season, match.competition_kind);
      const highlighted = new Set([match.home_team_id, match.away_team_id]);
      const groups = table.groups.map((group) => ({
        name: group.name,
        rows: group.rows.map((row): TableRow => ({ ...row, highlight: highlighted.has(row.teamId) })),
      }));
      return { competition: match.competition_name, groups };
    },

    async future(matchId: number): Promise<AnalysisFuture> {
      const match = await details.header(matchId);
      const fixtures = (teamId: number) =>
        match.provider === calendar.provider
          ? calendarFixtures(teamId, match.kickoff_at)
          : storedFixtures(teamId, match.kickoff_at, passScope(match));
      const [home, away] = await Promise.all([fixtures(match.home_team_id), fixtures(match.away_team_id)]);
      return { home, away };
    },

    /** A team's next fixtures after an instant on the replay calendar (未来赛程; the 资料库's team page). */
    upcoming: calendarFixtures,
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
