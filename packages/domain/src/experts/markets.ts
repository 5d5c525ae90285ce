import { BasketballStatus } from '../sport/basketball/status';
import { FootballStatus } from '../sport/football/status';
import { handicapText } from '../sport/lottery-prices';
import type { FinalScore, Pick, ResultPick } from '../sport/settlement';

/**
 * The markets an expert tip is published on, each read from the odds of the match at publication:
 * football 亚盘 (asia), 欧赔胜平负 (euro), 大小球 (total), 竞彩胜平负 (jcSpf) and 竞彩让球胜平负 (jcRq, at the
 * 竞彩 SP and whole-goal handicap); basketball 让分 (asia) and 大小分 (total).
 */
export const tipMarkets = ['asia', 'euro', 'total', 'jcSpf', 'jcRq', 'bbSpread', 'bbTotal'] as const;
export type TipMarket = (typeof tipMarkets)[number];

export const TIP_MARKET_NAMES: Readonly<Record<TipMarket, string>> = {
  asia: '亚盘',
  euro: '欧赔胜平负',
  total: '大小球',
  jcSpf: '竞彩胜平负',
  jcRq: '竞彩让球胜平负',
  bbSpread: '篮球让分',
  bbTotal: '篮球大小分',
};

export const tipPicks = ['home', 'draw', 'away', 'over', 'under'] as const;
export type TipPick = (typeof tipPicks)[number];

export type MarketRule = {
  sport: 'football' | 'basketball';
  /** The odds market the line and odds are read from. */
  oddsMarket: 'asia' | 'euro' | 'total' | 'jcSpf' | 'jcRq';
  picks: readonly TipPick[];
};

const MARKET_RULES: Readonly<Record<TipMarket, MarketRule>> = {
  asia: { sport: 'football', oddsMarket: 'asia', picks: ['home', 'away'] },
  euro: { sport: 'football', oddsMarket: 'euro', picks: ['home', 'draw', 'away'] },
  total: { sport: 'football', oddsMarket: 'total', picks: ['over', 'under'] },
  jcSpf: { sport: 'football', oddsMarket: 'jcSpf', picks: ['home', 'draw', 'away'] },
  jcRq: { sport: 'football', oddsMarket: 'jcRq', picks: ['home', 'draw', 'away'] },
  bbSpread: { sport: 'basketball', oddsMarket: 'asia', picks: ['home', 'away'] },
  bbTotal: { sport: 'basketball', oddsMarket: 'total', picks: ['over', 'under'] },
};

export const marketRule = (market: TipMarket): MarketRule => MARKET_RULES[market];

export const marketsOfSport = (sport: 'football' | 'basketball'): TipMarket[] =>
  tipMarkets.filter((market) => MARKET_RULES[market].sport === sport);

export const isPickOfMarket = (market: TipMarket, pick: TipPick): boolean => MARKET_RULES[market].picks.includes(pick);

/** A company's quote on the odds market: [left, middle, right] as the odds list stores it. */
export type Quote = readonly [number, number, number];

const isThreeWay = (market: TipMarket): boolean => MARKET_RULES[market].picks.includes('draw');

/**
 * The line and decimal odds a pick takes from a quote: 亚盘 and 大小 quote Hong Kong waters (decimal = 1 +
 * water) around the line in the middle; 欧赔 and 竞彩 quote decimal odds (SP), home, draw, away, and 竞彩让球
 * takes its whole-goal `handicap` as the line.
 */
export function pickTerms(
  market: TipMarket,
  pick: TipPick,
  quote: Quote,
  handicap: number | null = null,
): { line: number | null; odds: number } {
  const [left, middle, right] = quote;
  if (isThreeWay(market)) {
    const odds = pick === 'home' ? left : pick === 'draw' ? middle : right;
    return { line: market === 'jcRq' ? handicap : null, odds };
  }
  const water = pick === 'home' || pick === 'over' ? left : right;
  return { line: middle, odds: Math.round((1 + water) * 100) / 100 };
}

/** The pick as settlement reads it. */
export function settlementPick(market: TipMarket, pick: TipPick, line: number | null): Pick {
  const oddsMarket = MARKET_RULES[market].oddsMarket;
  if (oddsMarket === 'euro' || oddsMarket === 'jcSpf') return { market: 'result', pick: pick as ResultPick };
  if (line === null) throw new RangeError(`a ${market} tip needs its line`);
  if (oddsMarket === 'jcRq') return { market: 'handicapResult', goals: line, pick: pick as ResultPick };
  if (oddsMarket === 'asia') return { market: 'handicap', line, side: pick as 'home' | 'away' };
  return { market: 'total', line, side: pick as 'over' | 'under' };
}

/** What a pick reads as: 主队 -0.5, 平局, 大 2.5... */
export function pickLabel(
  market: TipMarket,
  pick: TipPick,
  line: number | null,
  teams: { home: string; away: string },
) {
  const side = { home: teams.home, away: teams.away, draw: '平局', over: '大', under: '小' }[pick];
  const result = pick === 'draw' ? side : `${side}胜`;
  if (market === 'jcRq') return `${result}（让${handicapText(line ?? 0)}）`;
  if (line === null) return result;
  if (pick === 'over' || pick === 'under') return `${side} ${line}`;
  const signed = pick === 'home' ? -line : line;
  return `${side} ${signed > 0 ? '+' : ''}${signed}`;
}

const VOID_STATES = {
  football: new Set<number>([FootballStatus.postponed, FootballStatus.abandoned, FootballStatus.cancelled]),
  basketball: new Set<number>([BasketballStatus.cancelled, BasketballStatus.abandoned]),
} as const;
const FINISHED_STATE = { football: FootballStatus.finished, basketball: BasketballStatus.finished } as const;

/**
 * The score a tip settles on, `void`, or null while the match is still to be decided. Football settles on
 * the score of the 90 minutes (the feed reports extra time apart); basketball on the final score, overtime
 * included. Postponed, abandoned and cancelled matches void their tips.
 */
export function tipFinalScore(
  sport: 'football' | 'basketball',
  state: number,
  score: { home: number; away: number },
): FinalScore | null {
  if (VOID_STATES[sport].has(state)) return 'void';
  return state === FINISHED_STATE[sport] ? score : null;
}

/** The states that decide a tip, per sport: finished (settle on the score) and the voiding ones. */
export const TIP_DECIDING_STATES = {
  football: [FootballStatus.finished, ...VOID_STATES.football],
  basketball: [BasketballStatus.finished, ...VOID_STATES.basketball],
} as const;
