import type { ExpertSummary, TipItem } from '@kanqiu/contract';
import { levelName, pickLabel, SETTLEMENT_NAMES, TIP_MARKET_NAMES, type ExpertLevel } from '@kanqiu/domain';
import type { ExpertRow, TipRow } from './experts.repository';

type TipMatch = TipItem['match'];

const asLevel = (level: number): ExpertLevel => Math.min(7, Math.max(1, level)) as ExpertLevel;

export function expertSummaryOf(row: Omit<ExpertRow, 'user_id'>): ExpertSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    portrait: row.portrait ?? null,
    level: asLevel(row.level),
    levelName: levelName(asLevel(row.level)),
    simulated: row.style !== null,
    follow: Number(row.follow) > 0 ? 1 : 0,
  };
}

type MatchColumns = {
  id: number;
  sport: 'football' | 'basketball';
  competition: string;
  home: string;
  away: string;
  kickoff_at: number;
  state: number;
  home_score: number;
  away_score: number;
};

export function tipMatchOf(row: MatchColumns): TipMatch {
  return {
    id: row.id,
    sport: row.sport,
    competition: row.competition,
    home: row.home,
    away: row.away,
    kickoffAt: row.kickoff_at,
    state: row.state,
    score: [row.home_score, row.away_score],
  };
}

/**
 * A tip as the viewer may see it: a priced tip hides its pick, odds and analysis until the viewer bought it
 * (or wrote it), and shows everything once settled.
 */
export function tipItemOf(row: TipRow, viewerId: number | null): TipItem {
  const mine = viewerId !== null && row.expert_user_id === viewerId;
  const bought = Number(row.bought) > 0;
  const locked = row.price > 0 && !bought && !mine && row.outcome === null;
  const teams = { home: row.home, away: row.away };
  return {
    code: row.code,
    expert: expertSummaryOf({
      id: row.expert_id,
      style: row.expert_style,
      name: row.expert_name,
      description: row.expert_description,
      level: row.expert_level,
      portrait: row.expert_portrait,
      follow: row.follow,
    }),
    match: tipMatchOf({ ...row, id: row.match_id }),
    market: row.market,
    marketName: TIP_MARKET_NAMES[row.market],
    price: row.price,
    locked,
    pick: locked ? null : row.pick,
    pickLabel: locked ? null : pickLabel(row.market, row.pick, row.line, teams),
    line: row.line,
    odds: locked ? null : row.odds,
    analysis: locked ? null : row.analysis,
    title: `${row.home} vs ${row.away} · ${TIP_MARKET_NAMES[row.market]}`,
    publishedAt: row.published_at,
    retro: row.retro === 1,
    outcome: row.outcome,
    outcomeName: row.outcome ? SETTLEMENT_NAMES[row.outcome] : null,
    buyers: Number(row.buyers),
    bought,
    mine,
  };
}
