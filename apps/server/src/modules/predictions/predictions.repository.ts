import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';
import type { MatchesTable } from '../match';

/** A stored match with what a prediction shows of it. */
export type PredictedMatchRow = {
  id: number;
  sport: MatchesTable['sport'];
  state: number;
  source: MatchesTable['source'];
  provider: string;
  provider_match_id: string;
  competition_id: number;
  kickoff_at: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  league_name: string;
  home_name: string;
  away_name: string;
};

const SPORTS: readonly MatchesTable['sport'][] = ['football', 'basketball'];

function rowsOf(db: Db, sport: MatchesTable['sport']) {
  return namedMatches(db, sport).select([
    'm.id',
    'm.sport',
    'm.state',
    'm.source',
    'm.provider',
    'm.provider_match_id',
    'm.competition_id',
    'm.kickoff_at',
    'm.home_team_id',
    'm.away_team_id',
    'm.home_score',
    'm.away_score',
    'c.name_zh as league_name',
    'h.name_zh as home_name',
    'a.name_zh as away_name',
  ]);
}

const inKickoffOrder = (a: PredictedMatchRow, b: PredictedMatchRow) => a.kickoff_at - b.kickoff_at || a.id - b.id;

export function createPredictionsRepository(db: Db) {
  return {
    /** Both sports' matches kicking off in [from, to), in kick-off order. */
    async between(from: number, to: number): Promise<PredictedMatchRow[]> {
      const lists = await Promise.all(
        SPORTS.map((sport) =>
          rowsOf(db, sport).where('m.kickoff_at', '>=', from).where('m.kickoff_at', '<', to).execute(),
        ),
      );
      return lists.flat().toSorted(inKickoffOrder);
    },

    /** Both sports' matches in one of the given final states that kicked off before `before`, newest first. */
    async finished(states: Record<MatchesTable['sport'], number>, before: number): Promise<PredictedMatchRow[]> {
      const lists = await Promise.all(
        SPORTS.map((sport) =>
          rowsOf(db, sport).where('m.state', '=', states[sport]).where('m.kickoff_at', '<', before).execute(),
        ),
      );
      return lists.flat().toSorted((a, b) => inKickoffOrder(b, a));
    },

    async byId(matchId: number): Promise<PredictedMatchRow | null> {
      for (const sport of SPORTS) {
        const row = await rowsOf(db, sport).where('m.id', '=', matchId).executeTakeFirst();
        if (row) return row;
      }
      return null;
    },
  };
}

export type PredictionsRepository = ReturnType<typeof createPredictionsRepository>;
