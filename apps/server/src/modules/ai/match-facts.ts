import type { AiCard } from '@kanqiu/contract';
import {
  BasketballStatus,
  FootballStatus,
  basketballListGroup,
  footballListGroup,
  matchDayStart,
  shiftMatchDay,
  type ListGroup,
} from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { matchRows, type KickoffRange } from '../../platform/db/match-rows';
import type { Sport } from './lexicon';

/** A match as the assistant tells it: names, score once it has started, and where it stands. */
export type MatchFact = {
  matchId: number;
  sport: Sport;
  competitionId: number;
  league: string;
  homeId: number;
  awayId: number;
  home: string;
  away: string;
  score: [number, number] | null;
  group: ListGroup | null;
  status: string;
  kickoffAt: number;
};

export type MatchFilter = {
  sport?: Sport | undefined;
  competitionId?: number | undefined;
  teamIds?: readonly number[];
};

const CALLED_OFF: Readonly<Record<Sport, ReadonlySet<number>>> = {
  football: new Set([FootballStatus.cancelled, FootballStatus.abandoned, FootballStatus.postponed]),
  basketball: new Set([BasketballStatus.cancelled, BasketballStatus.abandoned, BasketballStatus.delayed]),
};

const GROUP_STATUS: Readonly<Record<ListGroup, string>> = { live: '进行中', upcoming: '未开赛', result: '完场' };

function statusOf(sport: Sport, state: number, group: ListGroup | null): string {
  if (CALLED_OFF[sport].has(state)) return '取消或推迟';
  return group ? GROUP_STATUS[group] : '状态未知';
}

type Row = Awaited<ReturnType<ReturnType<typeof matchRows>['execute']>>[number];

function factOf(sport: Sport, row: Row): MatchFact {
  const group = sport === 'football' ? footballListGroup(row.state) : basketballListGroup(row.state);
  const started = group === 'live' || (group === 'result' && !CALLED_OFF[sport].has(row.state));
  return {
    matchId: row.id,
    sport,
    competitionId: row.competition_id,
    league: row.league_name,
    homeId: row.home_team_id,
    awayId: row.away_team_id,
    home: row.home_name,
    away: row.away_name,
    score: started ? [row.home_score, row.away_score] : null,
    group,
    status: statusOf(sport, row.state, group),
    kickoffAt: row.kickoff_at,
  };
}

export function matchCard(fact: MatchFact): AiCard {
  const { matchId, sport, league, home, away, score, status, kickoffAt } = fact;
  return { kind: 'match', matchId, sport, league, home, away, score, status, kickoffAt };
}

/** The matches of the reference tables, read through the match module's list toolkit. */
export function createMatchFacts(db: Db) {
  async function find(
    filter: MatchFilter,
    narrow: (query: ReturnType<typeof matchRows>) => ReturnType<typeof matchRows>,
  ): Promise<MatchFact[]> {
    const sports: Sport[] = filter.sport ? [filter.sport] : ['football', 'basketball'];
    const lists = await Promise.all(
      sports.map(async (sport) => {
        let query = narrow(matchRows(db, sport));
        if (filter.competitionId !== undefined) query = query.where('m.competition_id', '=', filter.competitionId);
        const teams = filter.teamIds ?? [];
        for (const teamId of teams) {
          query = query.where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
        }
        return (await query.execute()).map((row) => factOf(sport, row));
      }),
    );
    return lists.flat().sort((a, b) => a.kickoffAt - b.kickoffAt || a.matchId - b.matchId);
  }

  const kickingOff = (range: KickoffRange) => (query: ReturnType<typeof matchRows>) =>
    query.where('m.kickoff_at', '>=', range.from).where('m.kickoff_at', '<', range.to);

  return {
    /** One match by its id, of either sport. */
    async byId(matchId: number): Promise<MatchFact | undefined> {
      return (await find({}, (query) => query.where('m.id', '=', matchId)))[0];
    },

    /** Every match of a Beijing match day (YYYY-MM-DD). */
    async onDay(day: string, filter: MatchFilter = {}): Promise<MatchFact[]> {
      const range = { from: matchDayStart(day), to: matchDayStart(shiftMatchDay(day, 1)) };
      return (await find(filter, kickingOff(range))).filter((fact) => fact.group !== null);
    },

    async live(filter: MatchFilter = {}): Promise<MatchFact[]> {
      const today = await find(filter, (query) => query);
      return today.filter((fact) => fact.group === 'live');
    },

    /** Finished matches before `now`, newest first. */
    async results(filter: MatchFilter, now: number, limit: number): Promise<MatchFact[]> {
      const played = await find(filter, (query) => query.where('m.kickoff_at', '<=', now));
      return played
        .filter((fact) => fact.group === 'result' && fact.score !== null)
        .reverse()
        .slice(0, limit);
    },

    /** Matches not played yet, soonest first. */
    async fixtures(filter: MatchFilter, now: number, limit: number): Promise<MatchFact[]> {
      const ahead = await find(filter, (query) => query.where('m.kickoff_at', '>', now - 3 * 3600));
      return ahead.filter((fact) => fact.group === 'upcoming' || fact.group === 'live').slice(0, limit);
    },
  };
}

export type MatchFacts = ReturnType<typeof createMatchFacts>;

/**
 * The match a question about one match means ("那场比赛"): the last started one of the day named, else the one
 * under way, else the latest result.
 */
export async function meantMatch(
  matches: MatchFacts,
  filter: MatchFilter,
  day: string | null,
  now: number,
): Promise<MatchFact | undefined> {
  if (day !== null) return (await matches.onDay(day, filter)).filter((fact) => fact.score !== null).at(-1);
  const [live] = await matches.live(filter);
  return live ?? (await matches.results(filter, now, 1))[0];
}
