/** Pre-match odds as the api-sports.io family answers them (bookmakers, their bets, each bet's values), and as lines. */
import { z } from 'zod';
import type { OddsEvent } from '../../events';

const oddValue = z.object({ value: z.union([z.string(), z.number()]), odd: z.string() });

export const bookmakersOdds = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    bets: z.array(z.object({ id: z.number().int(), name: z.string(), values: z.array(oddValue) })),
  }),
);

export type OddValue = z.infer<typeof oddValue>;
export type BookmakerBet = z.infer<typeof bookmakersOdds>[number]['bets'][number];

/** A decimal price ("1.95"), or null where it is not one. */
export const decimalOf = (odd: string | undefined): number | null => {
  const value = Number(odd);
  return Number.isFinite(value) && value > 1 ? value : null;
};

type Quote = { market: 'euro' | 'asia' | 'total'; values: [number, number, number] };

/**
 * The prices of the operator's bookmakers (provider bookmaker id → Kanqiu odds company id) as odds lines: each
 * market `quote` reads is the company's opening line (the first ever seen: its key never changes, so it is stored
 * once) and a line of its history under `version` (a new version, a new line).
 */
export function bookmakerOddsEvents(args: {
  ref: { provider: string; providerMatchId: string };
  bookmakers: z.infer<typeof bookmakersOdds>;
  companies: ReadonlyMap<number, number>;
  quote: (bet: BookmakerBet) => Quote | null;
  /** The match's event key of a suffix. */
  keyOf: (suffix: string) => string;
  at: number;
  version: (quote: Quote) => string;
}): OddsEvent[] {
  return args.bookmakers.flatMap((bookmaker) => {
    const companyId = args.companies.get(bookmaker.id);
    if (companyId === undefined) return [];
    return bookmaker.bets.flatMap((bet) => {
      const quoted = args.quote(bet);
      if (!quoted) return [];
      const line = (phase: 'open' | 'pre', suffix: string): OddsEvent => ({
        ...args.ref,
        kind: 'odds',
        key: args.keyOf(`odds:${bookmaker.id}:${quoted.market}:${suffix}`),
        companyId,
        market: quoted.market,
        phase,
        values: quoted.values,
        at: args.at,
        minute: null,
        score: null,
      });
      return [line('open', 'open'), line('pre', args.version(quoted))];
    });
  });
}
