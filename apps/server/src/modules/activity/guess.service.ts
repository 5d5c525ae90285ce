import type { GuessCard, GuessRecord } from '@kanqiu/contract';
import {
  GUESS_MARKET_NAMES,
  GUESS_MARKETS_OF,
  GUESSES_PER_MATCH,
  handicapName,
  handicapText,
  ODDS_MARKET_OF,
  pricesOf,
  selectionName,
  SETTLEMENT_NAMES,
  type GuessMarket,
  type GuessPrice,
  type GuessSelection,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { OddsService } from '../odds';
import type { WalletServices } from '../wallet';
import {
  countGuesses,
  findGuessPage,
  findMatch,
  findUpcomingHot,
  insertGuess,
  type MatchRow,
} from './guess.repository';
import { pointsOrRefuse } from './points';

/** Both sports' feeds code a match that has not started as 1 (spec §4). */
export const NOT_STARTED = 1;
const CARDS_PER_SPORT = 4;
const CARD_WINDOW_SECONDS = 36 * 3600;
const ODDS_TYPE: Readonly<Record<'asia' | 'euro' | 'total', number>> = { asia: 1, euro: 2, total: 3 };

export type GuessInput = {
  matchId: number;
  market: GuessMarket;
  selection: GuessSelection;
  stake: number;
  requestId: string;
};

type Deps = { db: Db; clock: Clock; sportsClock: Clock; odds: OddsService; wallet: WalletServices };

/**
 * Football's asian 让球 reads as the handicap's Chinese name (半球, 受一球), 竞彩's as signed goals (−1);
 * basketball's as points, beyond any name table.
 */
function lineText(market: GuessMarket, line: number | null, sport: 'football' | 'basketball') {
  if (line === null) return null;
  if (market === 'jcRq') return handicapText(line);
  return market === 'handicap' && sport === 'football' ? handicapName(line, sport) : String(line);
}

/** A market's label on a card's narrow column: basketball 胜负, football 让球 (its cells say 让主胜（-1）…). */
function cardName(market: GuessMarket, sport: MatchRow['sport']): string {
  if (market === 'jcRq') return '让球';
  return sport === 'basketball' && market === 'result' ? '胜负' : GUESS_MARKET_NAMES[market];
}

export const pickName = (
  market: GuessMarket,
  selection: GuessSelection,
  line: number | null,
  sport: MatchRow['sport'],
) => selectionName(market, selection, lineText(market, line, sport));

function guessRecord(row: Awaited<ReturnType<typeof findGuessPage>>[number]): GuessRecord {
  const settled = row.outcome !== null;
  return {
    id: row.id,
    matchId: row.match_id,
    sport: row.sport,
    home: row.home,
    away: row.away,
    kickoffAt: row.kickoff_at,
    market: row.market,
    selection: row.selection,
    pickName: pickName(row.market, row.selection, row.line, row.sport),
    line: row.line,
    odds: row.odds,
    stake: row.stake,
    outcome: row.outcome,
    outcomeName: row.outcome && SETTLEMENT_NAMES[row.outcome],
    returned: row.returned,
    score: settled && row.outcome !== 'void' ? [row.home_score, row.away_score] : null,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/** 竞猜: cards of the big upcoming matches, a guess with odds fixed now and the stake taken through the ledger. */
export function createGuessService({ db, clock, sportsClock, odds, wallet }: Deps) {
  /** The first company's (or 竞彩's) current prices of a market, or none when the sport or the match has none. */
  async function marketPrices(match: MatchRow, market: GuessMarket): Promise<GuessPrice[]> {
    if (!GUESS_MARKETS_OF[match.sport].includes(market)) return [];
    const oddsMarket = ODDS_MARKET_OF[market];
    if (oddsMarket === 'jcRq') {
      const sp = (await odds.lotteryPrices('jczq', [match.id])).get(match.id);
      return sp?.handicapResult ? pricesOf(market, sp.handicapResult, match.sport, sp.handicap) : [];
    }
    const { list } = await odds.list(match.id, ODDS_TYPE[oddsMarket]);
    const current = list[0]?.current;
    return current ? pricesOf(market, current, match.sport) : [];
  }

  async function card(match: MatchRow): Promise<GuessCard> {
    const markets = await Promise.all(
      GUESS_MARKETS_OF[match.sport].map(async (market) => ({
        market,
        name: cardName(market, match.sport),
        prices: (await marketPrices(match, market)).map((price) => ({
          ...price,
          name: pickName(market, price.selection, price.line, match.sport),
        })),
      })),
    );
    const team = (id: number, name: string, color: string | null) => ({ id, name, color });
    return {
      matchId: match.id,
      sport: match.sport,
      competition: match.competition,
      home: team(match.home_team_id, match.home_name, match.home_color),
      away: team(match.away_team_id, match.away_name, match.away_color),
      kickoffAt: match.kickoff_at,
      simulated: match.source !== 'live',
      markets: markets.filter((market) => market.prices.length > 0),
    };
  }

  async function cardsOf(sport: 'football' | 'basketball', from: number) {
    const range = { from, to: from + CARD_WINDOW_SECONDS };
    // A few spare matches, as some have no prices yet.
    const matches = await findUpcomingHot(db, sport, range, [NOT_STARTED], CARDS_PER_SPORT * 2);
    const cards = await Promise.all(matches.map(card));
    return cards.filter((c) => c.markets.length > 0).slice(0, CARDS_PER_SPORT);
  }

  return {
    /** Today's cards: the next few priced matches of hot competitions, football first; `first` leads if open. */
    async cards(first?: number): Promise<GuessCard[]> {
      const now = sportsClock();
      const lead = first === undefined ? undefined : await findMatch(db, first);
      const leadCard = lead && lead.state === NOT_STARTED && lead.kickoff_at > now ? await card(lead) : null;
      const rest = [...(await cardsOf('football', now)), ...(await cardsOf('basketball', now))];
      if (!leadCard || leadCard.markets.length === 0) return rest;
      return [leadCard, ...rest.filter((c) => c.matchId !== leadCard.matchId)];
    },

    async place(userId: number, input: GuessInput) {
      const match = (await findMatch(db, input.matchId)) ?? fail('notFound');
      if (match.state !== NOT_STARTED || match.kickoff_at <= sportsClock()) fail('guessClosed');
      const price = (await marketPrices(match, input.market)).find((p) => p.selection === input.selection);
      if (!price) fail('guessUnpriced');
      if ((await countGuesses(db, userId, match.id)) >= GUESSES_PER_MATCH) fail('guessLimitReached');
      const { entry, replayed } = await pointsOrRefuse(
        wallet.debit({
          userId,
          currency: 'point',
          amount: input.stake,
          reason: 'guessStake',
          idempotencyKey: `guess:${input.requestId}`,
          reference: `match:${match.id}`,
        }),
      );
      const row = await insertGuess(db, {
        user_id: userId,
        request_id: input.requestId,
        match_id: match.id,
        market: input.market,
        selection: input.selection,
        line: price.line,
        odds: price.odds,
        stake: input.stake,
        created_at: clock(),
      });
      const guess = guessRecord({
        ...row,
        sport: match.sport,
        kickoff_at: match.kickoff_at,
        home_score: match.home_score,
        away_score: match.away_score,
        home: match.home_name,
        away: match.away_name,
      });
      return { guess, balance: entry.balanceAfter, replayed };
    },

    async history(userId: number, { page, size }: { page: number; size: number }) {
      const rows = await findGuessPage(db, userId, size + 1, (page - 1) * size);
      return { list: rows.slice(0, size).map(guessRecord), page, next: rows.length > size };
    },
  };
}

export type GuessService = ReturnType<typeof createGuessService>;
