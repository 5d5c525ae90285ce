import type { HandicapSport } from '../sport/handicap';
import { settlementReturn, type Pick, type SettlementOutcome } from '../sport/settlement';

/**
 * 竞猜 with points: 胜平负 on the 1X2 prices, 大小 on the totals line, each priced from the first odds company's
 * current line at the moment of the guess; football 让球胜平负 (jcRq) on the 竞彩 handicap and SP, basketball 让分
 * (handicap) on the asian spread. Settled with the tips' own `settlePick`.
 */
export const guessMarkets = ['result', 'handicap', 'jcRq', 'total'] as const;
export type GuessMarket = (typeof guessMarkets)[number];

export const guessSelections = ['home', 'draw', 'away', 'over', 'under'] as const;
export type GuessSelection = (typeof guessSelections)[number];

export const GUESS_MARKET_NAMES: Readonly<Record<GuessMarket, string>> = {
  result: '胜平负',
  handicap: '让分',
  jcRq: '让球胜平负',
  total: '大小球',
};

/** The markets a sport's guessing card offers. */
export const GUESS_MARKETS_OF: Readonly<Record<HandicapSport, readonly GuessMarket[]>> = {
  football: ['result', 'jcRq', 'total'],
  basketball: ['result', 'handicap', 'total'],
};

/** The odds market of each guess market (asia, euro, total lines; the 竞彩 jcRq). */
export const ODDS_MARKET_OF: Readonly<Record<GuessMarket, 'euro' | 'asia' | 'total' | 'jcRq'>> = {
  result: 'euro',
  handicap: 'asia',
  jcRq: 'jcRq',
  total: 'total',
};

/** A price offered on one selection: decimal odds (stake included), and the line where the market has one. */
export type GuessPrice = { selection: GuessSelection; odds: number; line: number | null };

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * The selections of a market from one company's current values: euro [home, draw, away] (in basketball the middle
 * is the payout rate, so no draw), asia [home water, line, away water], total [over water, line, under water];
 * waters are Hong Kong odds, so the decimal price is 1 + water. 竞彩 jcRq: [home, draw, away] SP on `handicap`.
 */
export function pricesOf(
  market: GuessMarket,
  values: readonly [number, number, number],
  sport: HandicapSport,
  handicap: number | null = null,
) {
  const [left, middle, right] = values;
  if (market === 'jcRq') {
    return (['home', 'draw', 'away'] as const).map((selection, i) => ({
      selection,
      odds: twoDecimals(values[i] ?? 0),
      line: handicap,
    }));
  }
  if (market === 'result') {
    const prices: GuessPrice[] = [{ selection: 'home', odds: twoDecimals(left), line: null }];
    if (sport === 'football') prices.push({ selection: 'draw', odds: twoDecimals(middle), line: null });
    prices.push({ selection: 'away', odds: twoDecimals(right), line: null });
    return prices;
  }
  const [first, second] = market === 'handicap' ? (['home', 'away'] as const) : (['over', 'under'] as const);
  return [
    { selection: first, odds: twoDecimals(1 + left), line: middle },
    { selection: second, odds: twoDecimals(1 + right), line: middle },
  ];
}

/** The settlement pick of a guess; a selection its market does not have is a programming error. */
export function pickOfGuess(market: GuessMarket, selection: GuessSelection, line: number | null): Pick {
  if (market === 'result' && (selection === 'home' || selection === 'draw' || selection === 'away'))
    return { market: 'result', pick: selection };
  if (market === 'handicap' && line !== null && (selection === 'home' || selection === 'away'))
    return { market: 'handicap', line, side: selection };
  if (market === 'jcRq' && line !== null && (selection === 'home' || selection === 'draw' || selection === 'away'))
    return { market: 'handicapResult', goals: line, pick: selection };
  if (market === 'total' && line !== null && (selection === 'over' || selection === 'under'))
    return { market: 'total', line, side: selection };
  throw new RangeError(`No ${selection} in the ${market} market`);
}

/** The points a settled guess gives back, stake included, rounded down to whole points. */
export const guessReturn = (outcome: SettlementOutcome, stake: number, odds: number): number =>
  Math.floor(settlementReturn(outcome, stake, odds) + 1e-9);

/** How a selection reads on a card or in the history (`line` shown for 让球 and 大小). */
export function selectionName(market: GuessMarket, selection: GuessSelection, lineText: string | null): string {
  const names: Record<GuessSelection, string> = {
    home: '主胜',
    draw: '平局',
    away: '客胜',
    over: '大球',
    under: '小球',
  };
  if (market === 'handicap') return `${selection === 'home' ? '主队' : '客队'} ${lineText ?? ''}`.trim();
  if (market === 'jcRq') return `让${names[selection]}${lineText ? `（${lineText}）` : ''}`;
  if (market === 'total') return `${names[selection]} ${lineText ?? ''}`.trim();
  return names[selection];
}

/** A leaderboard row before it is ranked. */
export type ProfitRow = { userId: number; profit: number; staked: number };

/**
 * The leaderboard's order: more profit first; on equal profit, fewer points staked first (the better return on
 * what was risked); then the lower user id (the earlier registered fan).
 */
export const compareProfit = (a: ProfitRow, b: ProfitRow): number =>
  b.profit - a.profit || a.staked - b.staked || a.userId - b.userId;
