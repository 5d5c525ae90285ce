import type { MarketRule } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { matchCardColumns, namedMatches } from '../../platform/db/named-matches';

/** Who is looking: bought and follow flags are theirs (0 for a guest, who has neither). */
const viewerOf = (viewerId: number | null) => viewerId ?? 0;

/** Every column a tip is shown with: the tip, its expert, its match with names and score, the viewer's flags. */
export function tipRows(db: Db, viewerId: number | null) {
  const viewer = viewerOf(viewerId);
  return db
    .selectFrom('expert_tips as t')
    .innerJoin('experts as e', 'e.id', 't.expert_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('matches as m', 'm.id', 't.match_id')
    .innerJoin('competitions as c', 'c.id', 'm.competition_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .select((eb) => [
      't.id',
      't.code',
      't.market',
      't.pick',
      't.line',
      't.odds',
      't.price',
      't.analysis',
      't.retro',
      't.published_at',
      't.outcome',
      't.match_id',
      'e.id as expert_id',
      'e.user_id as expert_user_id',
      'e.style as expert_style',
      'e.name as expert_name',
      'e.description as expert_description',
      'e.level as expert_level',
      'u.portrait as expert_portrait',
      'm.sport',
      'm.state',
      ...matchCardColumns,
      eb
        .selectFrom('tip_purchases as p')
        .whereRef('p.tip_id', '=', 't.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('buyers'),
      eb
        .selectFrom('tip_purchases as p')
        .whereRef('p.tip_id', '=', 't.id')
        .where('p.user_id', '=', viewer)
        .select(eb.fn.countAll<number>().as('n'))
        .as('bought'),
      eb
        .selectFrom('expert_follows as f')
        .whereRef('f.expert_id', '=', 'e.id')
        .where('f.user_id', '=', viewer)
        .select(eb.fn.countAll<number>().as('n'))
        .as('follow'),
    ]);
}

export type TipRow = Awaited<ReturnType<ReturnType<typeof tipRows>['executeTakeFirstOrThrow']>>;

/** The columns an expert is shown with, and whether the viewer follows it. */
export function expertRows(db: Db, viewerId: number | null) {
  const viewer = viewerOf(viewerId);
  return db
    .selectFrom('experts as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select((eb) => [
      'e.id',
      'e.user_id',
      'e.style',
      'e.name',
      'e.description',
      'e.level',
      'u.portrait',
      eb
        .selectFrom('expert_follows as f')
        .whereRef('f.expert_id', '=', 'e.id')
        .where('f.user_id', '=', viewer)
        .select(eb.fn.countAll<number>().as('n'))
        .as('follow'),
    ]);
}

export type ExpertRow = Awaited<ReturnType<ReturnType<typeof expertRows>['executeTakeFirstOrThrow']>>;

/** Settled tips since `since` (sports time), of one expert or of all, for records and rankings. */
export function settledTips(db: Db, since: number, expertId?: number) {
  let query = db
    .selectFrom('expert_tips')
    .select(['expert_id', 'market', 'outcome', 'odds', 'settled_at'])
    .where('settled_at', '>', since)
    .where('outcome', 'is not', null);
  if (expertId !== undefined) query = query.where('expert_id', '=', expertId);
  return query.execute();
}

export const followerCount = async (db: Db, expertId: number): Promise<number> => {
  const row = await db
    .selectFrom('expert_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expert_id', '=', expertId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * A market's pre-match lines of a match known at `at`, per company in the companies' order, oldest first;
 * the 竞彩 markets have one seller, outside the odds companies (its `company` is null).
 */
export function preMatchLines(db: Db, matchId: number, market: MarketRule['oddsMarket'], at: number) {
  return db
    .selectFrom('odds_lines as l')
    .leftJoin('odds_companies as oc', 'oc.id', 'l.company_id')
    .select(['l.company_id', 'l.left_value', 'l.middle_value', 'l.right_value', 'l.handicap', 'oc.name_zh as company'])
    .where('l.match_id', '=', matchId)
    .where('l.market', '=', market)
    .where('l.phase', '!=', 'live')
    .where('l.at', '<=', at)
    .orderBy('oc.sort')
    .orderBy('oc.id')
    .orderBy('l.at')
    .orderBy('l.id')
    .execute();
}

export type OddsLines = Awaited<ReturnType<typeof preMatchLines>>;

/** The first company's lines: the quote a tip takes its line and odds from is the last of them. */
export const firstCompanyLines = (lines: OddsLines): OddsLines =>
  lines.filter((line) => line.company_id === lines[0]?.company_id);

export function matchForTip(db: Db, matchId: number) {
  return db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .select(['m.id', 'm.sport', 'm.state', 'm.kickoff_at', 'h.name_zh as home', 'a.name_zh as away'])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
}

/** Matches still to play with tips on them, soonest first, with how many tips each. */
export function matchesWithTips(db: Db, now: number, sport: 'football' | 'basketball' | undefined) {
  return namedMatches(db, sport)
    .innerJoin('expert_tips as t', 't.match_id', 'm.id')
    .select((eb) => ['m.id', 'm.sport', 'm.state', ...matchCardColumns, eb.fn.countAll<number>().as('tip_count')])
    .where('m.kickoff_at', '>', now)
    .groupBy([
      'm.id',
      'm.sport',
      'm.state',
      'm.kickoff_at',
      'm.home_score',
      'm.away_score',
      'c.name_zh',
      'h.name_zh',
      'a.name_zh',
    ])
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .limit(100)
    .execute();
}
